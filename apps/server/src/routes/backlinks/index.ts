import { createRoute, z } from "@hono/zod-openapi";
import {
  importBacklinksRequestSchema,
  importBacklinksResponseSchema,
  knownBacklinksQuerySchema,
  knownBacklinksResponseSchema,
  providerBacklinksQuerySchema,
  providerBacklinksResponseSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { deleteKnownBacklink } from "../../backlinks/delete-known-backlink";
import { exportKnownBacklinks } from "../../backlinks/export-known-backlinks";
import { exportProviderBacklinks } from "../../backlinks/export-provider-backlinks";
import { importKnownBacklinks } from "../../backlinks/import-known-backlinks";
import { listKnownBacklinks } from "../../backlinks/list-known-backlinks";
import { lookupProviderBacklinks } from "../../backlinks/lookup-provider-backlinks";
import { requestBacklinkVerification } from "../../backlinks/request-backlink-verification";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";
import { json, jsonBody, ok, siteIdParam } from "../sites/route-helpers";

const tags = ["backlinks"];
const linkParams = siteIdParam.extend({ linkId: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/backlinks",
  tags,
  summary: "The site's known backlinks as last verified, filtered and paged, with a summary",
  request: { params: siteIdParam, query: knownBacklinksQuerySchema },
  responses: {
    200: json(knownBacklinksResponseSchema, "Known links"),
    404: errorResponse("Not one of yours"),
  },
});
const importRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/backlinks/import",
  tags,
  summary: "Import known linking pages (pasted URLs or a Search Console CSV) and queue their check",
  request: { params: siteIdParam, ...jsonBody(importBacklinksRequestSchema) },
  responses: {
    200: json(importBacklinksResponseSchema, "What was added"),
    403: errorResponse("feature_locked"),
    429: errorResponse("quota_exceeded (backlink_checks)"),
  },
});
const verifyRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/backlinks/verify",
  tags,
  summary: "Re-check every known link of the site now (one backlink check)",
  request: { params: siteIdParam },
  responses: {
    200: json(z.object({ queued: z.number().int() }), "Links queued"),
    403: errorResponse("feature_locked"),
    429: errorResponse("quota_exceeded (backlink_checks)"),
  },
});
const exportRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/backlinks/export.csv",
  tags,
  summary: "The filtered known links as CSV",
  request: {
    params: siteIdParam,
    query: knownBacklinksQuerySchema.pick({ status: true, type: true, q: true }),
  },
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "CSV" },
    404: errorResponse("Not one of yours"),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/api/sites/{id}/backlinks/{linkId}",
  tags,
  summary: "Forget one known link",
  request: { params: linkParams },
  responses: { 200: ok, 404: errorResponse("Not one of yours") },
});

const lookupRoute = createRoute({
  method: "get",
  path: "/api/backlinks/lookup",
  tags,
  summary: "Backlinks of one of the user's sites or a typed URL from the configured provider, paged",
  request: { query: providerBacklinksQuerySchema },
  responses: {
    200: json(providerBacklinksResponseSchema, "One page (provider null when none is configured)"),
    400: errorResponse("invalid_site_url or backlink_target_missing"),
    403: errorResponse("feature_locked"),
    429: errorResponse("quota_exceeded (backlink_checks)"),
    502: errorResponse("backlink_analysis_failed"),
  },
});

const lookupExportRoute = createRoute({
  method: "get",
  path: "/api/backlinks/lookup.csv",
  tags,
  summary: "The provider's backlinks of a site or typed URL as CSV (up to 1,000 rows, one backlink check)",
  request: { query: providerBacklinksQuerySchema.pick({ siteId: true, url: true, include: true }) },
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "CSV" },
    400: errorResponse("invalid_site_url or backlink_target_missing"),
    403: errorResponse("feature_locked"),
    409: errorResponse("backlink_provider_missing"),
    429: errorResponse("quota_exceeded (backlink_checks)"),
    502: errorResponse("backlink_analysis_failed"),
  },
});

const csvHeaders = (name: string) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "private, no-store",
});

export function backlinkRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(lookupRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await lookupProviderBacklinks(context, user.id, c.req.valid("query")), 200);
  });
  router.openapi(lookupExportRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { target, csv } = await exportProviderBacklinks(context, user.id, c.req.valid("query"));
    return c.body(csv, 200, csvHeaders(`backlinks-${target.replace(/[^a-z0-9.-]+/gi, "_")}.csv`));
  });
  router.openapi(listRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { id } = c.req.valid("param");
    return c.json(await listKnownBacklinks(context.database, user.id, id, c.req.valid("query")), 200);
  });
  router.openapi(importRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { id } = c.req.valid("param");
    return c.json(await importKnownBacklinks(context, user.id, id, c.req.valid("json").text), 200);
  });
  router.openapi(verifyRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await requestBacklinkVerification(context, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(exportRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { id } = c.req.valid("param");
    const csv = await exportKnownBacklinks(context.database, user.id, id, c.req.valid("query"));
    return c.body(csv, 200, csvHeaders(`backlinks-${id}.csv`));
  });
  router.openapi(deleteRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { id, linkId } = c.req.valid("param");
    await deleteKnownBacklink(context.database, user.id, id, linkId);
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
