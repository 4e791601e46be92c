import { createRoute, z } from "@hono/zod-openapi";
import {
  addSiteRequestSchema,
  analyzeSiteRequestSchema,
  analyzeSiteResponseSchema,
  historyPointSchema,
  historyQuerySchema,
  siteDetailSchema,
  siteSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { VersionedJsonCache } from "../../http/versioned-json-cache";
import type { ApiContext } from "../../server-context";
import { addSite } from "../../sites/add-site";
import { deleteSite } from "../../sites/delete-site";
import { listHistory } from "../../sites/list-history";
import { listSites } from "../../sites/list-sites";
import { matchesEtag, readSiteDetail } from "../../sites/read-site-detail";
import { requestAnalysis } from "../../sites/request-analysis";
import { analysisTimeoutRoutes } from "./analysis-timeout";
import { siteMonitoringRoutes } from "./monitoring";
import { sitePageRoutes } from "./pages";
import { json, jsonBody, ok, siteIdParam } from "./route-helpers";
import { verificationRoutes } from "./verification";

const tags = ["sites"];
const listRoute = createRoute({
  method: "get",
  path: "/api/sites",
  tags,
  summary: "The signed-in user's sites, newest first",
  responses: {
    200: json(z.object({ sites: z.array(siteSchema) }), "Sites"),
    401: errorResponse("Not signed in"),
  },
});
const addRoute = createRoute({
  method: "post",
  path: "/api/sites",
  tags,
  summary: "Add a site (spec §5 URL rules, duplicate and plan limit) and queue its analysis",
  request: jsonBody(addSiteRequestSchema),
  responses: {
    201: json(siteSchema, "Added, status analyzing"),
    400: errorResponse("invalid_site_url with details.reason"),
    403: errorResponse("site_limit_reached with plan title and site count in details"),
    409: errorResponse("duplicate_site"),
    429: errorResponse("analysis_rate_limited with details.minutesRemaining"),
  },
});
const getRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}",
  tags,
  summary: "One site with its stored ScanResult",
  request: { params: siteIdParam },
  responses: {
    200: json(siteDetailSchema, "Site, with a weak ETag"),
    304: { description: "If-None-Match names the current version" },
    404: errorResponse("Not one of yours"),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/api/sites/{id}",
  tags,
  summary: "Delete a site with its pages, tasks, suggestions, history and cached results",
  request: { params: siteIdParam },
  responses: { 200: ok, 404: errorResponse("Not one of yours") },
});
const analyzeRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/analyze",
  tags,
  summary: "Re-analyse; a result under an hour old is reused unless force is set",
  request: { params: siteIdParam, ...jsonBody(analyzeSiteRequestSchema) },
  responses: {
    200: json(analyzeSiteResponseSchema, "Cached result or queued analysis"),
    404: errorResponse("Not one of yours"),
    429: errorResponse("analysis_rate_limited"),
  },
});
const historyRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/history",
  tags,
  summary: "Score history over 7, 30, 90 or 365 days",
  request: { params: siteIdParam, query: historyQuerySchema },
  responses: { 200: json(z.object({ history: z.array(historyPointSchema) }), "History") },
});

export function siteRoutes(context: ApiContext) {
  const router = createRouter();
  // Per app: the stored analyses users read most, serialised and compressed once per version.
  const detailCache = new VersionedJsonCache(64 * 1024 * 1024);
  router.openapi(listRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json({ sites: await listSites(context.database, user.id) }, 200);
  });
  router.openapi(addRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const body = c.req.valid("json");
    return c.json(await addSite(context, user, body, body.language ?? c.get("language")), 201);
  });
  router.openapi(getRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const siteId = c.req.valid("param").id;
    const { etag, load } = await readSiteDetail(context.database, user.id, siteId);
    if (matchesEtag(c.req.header("if-none-match"), etag)) return c.body(null, 304, { ETag: etag });
    return detailCache.respond(c, `${user.id}:${siteId}`, etag, load);
  });
  router.openapi(deleteRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await deleteSite(context.database, user.id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(analyzeRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const force = c.req.valid("json").force ?? false;
    return c.json(await requestAnalysis(context, user.id, c.req.valid("param").id, force), 200);
  });
  router.openapi(historyRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const days = c.req.valid("query").days;
    return c.json(
      { history: await listHistory(context.database, user.id, c.req.valid("param").id, days) },
      200,
    );
  });
  router.route("/", sitePageRoutes(context));
  router.route("/", verificationRoutes(context));
  router.route("/", analysisTimeoutRoutes(context));
  router.route("/", siteMonitoringRoutes(context));
  return router;
}
