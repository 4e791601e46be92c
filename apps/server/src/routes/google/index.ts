import { createRoute, z } from "@hono/zod-openapi";
import {
  ga4PanelSchema,
  googleConnectionSchema,
  googleConnectRequestSchema,
  googleConnectResponseSchema,
  googlePropertyChoicesSchema,
  panelRangeQuerySchema,
  saveGooglePropertiesSchema,
  searchConsolePanelSchema,
  searchConsoleQuerySchema,
  siteGooglePropertiesSchema,
  strikingTaskRequestSchema,
  taskSchema,
} from "@sitelens/shared";
import type { Context } from "hono";
import { requireActiveUser } from "../../account/require-active-user";
import { completeGoogleConnect } from "../../google/complete-google-connect";
import { createStrikingDistanceTask } from "../../google/create-striking-distance-task";
import { disconnectGoogle } from "../../google/disconnect-google";
import { GoogleUnavailable } from "../../google/google-unavailable";
import { listGooglePropertyChoices } from "../../google/list-google-property-choices";
import { listSearchConsoleQueries } from "../../google/list-search-console-queries";
import { loadGa4Panel } from "../../google/load-ga4-panel";
import { loadGoogleConnection } from "../../google/load-google-connection";
import { loadSearchConsolePanel } from "../../google/load-search-console-panel";
import { requestGoogleRefresh } from "../../google/request-google-refresh";
import { saveSiteGoogleProperties } from "../../google/save-site-google-properties";
import { searchConsoleCsv } from "../../google/search-console-csv";
import { startGoogleConnect } from "../../google/start-google-connect";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import type { ApiContext } from "../../server-context";
import { siteIdParam as idParam, json, jsonBody, ok } from "../sites/route-helpers";

const tags = ["google"];
const connectionRoute = createRoute({
  method: "get",
  path: "/api/google/connection",
  tags,
  summary: "Whether Google is set up here, and the user's connection: connected, expired or not connected",
  responses: { 200: json(googleConnectionSchema, "Connection"), 401: errorResponse("Not signed in") },
});
const connectRoute = createRoute({
  method: "post",
  path: "/api/google/connect",
  tags,
  summary:
    "Start OAuth (PKCE, state, offline access) for Search Console and/or GA4; answers Google's consent URL",
  request: jsonBody(googleConnectRequestSchema),
  responses: {
    200: json(googleConnectResponseSchema, "Consent URL"),
    503: errorResponse("google_not_configured"),
  },
});
const callbackRoute = createRoute({
  method: "get",
  path: "/api/google/callback",
  tags,
  summary: "Google's redirect after consent; redirects back to the tab with ?google=<outcome>",
  request: {
    query: z.object({
      code: z.string().max(2000).optional(),
      state: z.string().max(200).optional(),
      error: z.string().max(200).optional(),
      scope: z.string().max(2000).optional(),
    }),
  },
  responses: { 302: { description: "Back to the app" } },
});
const disconnectRoute = createRoute({
  method: "delete",
  path: "/api/google/connection",
  tags,
  summary: "Revoke the grant at Google and forget tokens, chosen properties and cached reports",
  responses: { 200: ok },
});
const propertiesRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/google/properties",
  tags,
  summary: "Search Console sites and GA4 properties of the account, with the ones matching the site",
  request: { params: idParam },
  responses: {
    200: json(googlePropertyChoicesSchema, "Choices"),
    409: errorResponse("google_token_required"),
    429: errorResponse("google_quota"),
  },
});
const savePropertiesRoute = createRoute({
  method: "put",
  path: "/api/sites/{id}/google/properties",
  tags,
  summary: "Choose the site's properties; its reports are fetched right away",
  request: { params: idParam, ...jsonBody(saveGooglePropertiesSchema) },
  responses: { 200: json(siteGooglePropertiesSchema, "Saved") },
});
const refreshRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/google/refresh",
  tags,
  summary: "Fetch the site's Search Console and GA4 reports again now (the panels' retry)",
  request: { params: idParam },
  responses: { 200: ok },
});
const searchConsoleRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/google/search-console",
  tags,
  summary: "The cached Search Console panel (refreshed daily; never fetched from Google on a page view)",
  request: { params: idParam, query: panelRangeQuerySchema },
  responses: { 200: json(searchConsolePanelSchema, "Panel") },
});
const exportRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/google/search-console/export",
  tags,
  summary: "Every query or page row as CSV",
  request: { params: idParam, query: z.object({ table: z.enum(["queries", "pages"]) }) },
  responses: { 200: { content: { "text/csv": { schema: z.string() } }, description: "CSV" } },
});
const queriesRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/google/search-console/queries",
  tags,
  summary: "Queries the site appears for, with Search Console's (approximate) average position",
  request: { params: idParam },
  responses: { 200: json(z.object({ queries: z.array(searchConsoleQuerySchema) }), "Queries") },
});
const strikingTaskRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/google/search-console/striking-tasks",
  tags,
  summary: "Turn a striking-distance query (position 8–20) into a content task",
  request: { params: idParam, ...jsonBody(strikingTaskRequestSchema) },
  responses: { 201: json(taskSchema, "Task"), 400: errorResponse("task_not_convertible") },
});
const ga4Route = createRoute({
  method: "get",
  path: "/api/sites/{id}/google/ga4",
  tags,
  summary: "The cached GA4 panel, with AI assistants as their own channel",
  request: { params: idParam, query: panelRangeQuerySchema },
  responses: { 200: json(ga4PanelSchema, "Panel") },
});

/** Google's problems become the API's one error type. */
async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GoogleUnavailable) throw error.toAppError();
    throw error;
  }
}

function redirectUri(c: Context, context: ApiContext): string {
  const origin = context.env.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(c.req.url).origin;
  return `${origin}/api/google/callback`;
}

export function googleRoutes(context: ApiContext) {
  const router = createRouter();
  /** Spec §6: Search Console and GA4 are tools (paid plan or trial); status, callback and disconnect stay open. */
  const requireToolUser = async (c: Context) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    return user;
  };
  router.openapi(connectionRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await loadGoogleConnection(context, user.id), 200);
  });
  router.openapi(connectRoute, async (c) => {
    const user = await requireToolUser(c);
    const url = await mapped(() =>
      startGoogleConnect(context, user.id, c.req.valid("json"), redirectUri(c, context)),
    );
    return c.json({ authorizationUrl: url }, 200);
  });
  router.openapi(callbackRoute, async (c) => {
    const user = await requireActiveUser(c, context).catch(() => null);
    if (!user) return c.redirect("/login", 302);
    const { returnPath, outcome } = await completeGoogleConnect(
      context,
      user.id,
      c.req.valid("query"),
      redirectUri(c, context),
    );
    const target = new URL(returnPath, "http://x");
    target.searchParams.set("google", outcome);
    return c.redirect(`${target.pathname}${target.search}`, 302);
  });
  router.openapi(disconnectRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await disconnectGoogle(context, user.id);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(propertiesRoute, async (c) => {
    const user = await requireToolUser(c);
    const { id } = c.req.valid("param");
    return c.json(await mapped(() => listGooglePropertyChoices(context, user.id, id)), 200);
  });
  router.openapi(savePropertiesRoute, async (c) => {
    const user = await requireToolUser(c);
    const { id } = c.req.valid("param");
    return c.json(await saveSiteGoogleProperties(context, user.id, id, c.req.valid("json")), 200);
  });
  router.openapi(refreshRoute, async (c) => {
    const user = await requireToolUser(c);
    await requestGoogleRefresh(context, user.id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(searchConsoleRoute, async (c) => {
    const user = await requireToolUser(c);
    const { id } = c.req.valid("param");
    return c.json(await loadSearchConsolePanel(context, user.id, id, c.req.valid("query").days), 200);
  });
  router.openapi(exportRoute, async (c) => {
    const user = await requireToolUser(c);
    const { id } = c.req.valid("param");
    const { table } = c.req.valid("query");
    const csv = await searchConsoleCsv(context, user.id, id, table);
    c.header("content-disposition", `attachment; filename="search-console-${table}.csv"`);
    return c.body(csv, 200, { "content-type": "text/csv; charset=utf-8" });
  });
  router.openapi(queriesRoute, async (c) => {
    const user = await requireToolUser(c);
    return c.json(
      { queries: await listSearchConsoleQueries(context, user.id, c.req.valid("param").id) },
      200,
    );
  });
  router.openapi(strikingTaskRoute, async (c) => {
    const user = await requireToolUser(c);
    const { id } = c.req.valid("param");
    return c.json(await createStrikingDistanceTask(context, user.id, id, c.req.valid("json").query), 201);
  });
  router.openapi(ga4Route, async (c) => {
    const user = await requireToolUser(c);
    const { id } = c.req.valid("param");
    return c.json(await loadGa4Panel(context, user.id, id, c.req.valid("query").days), 200);
  });
  return router;
}
