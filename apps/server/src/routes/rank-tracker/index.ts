import { createRoute, z } from "@hono/zod-openapi";
import {
  addTrackedKeywordsRequestSchema,
  RANK_HISTORY_RANGES,
  rankCheckSchema,
  rankTrackerListSchema,
  rankTrackerStatusSchema,
  updateTrackedKeywordRequestSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { enqueueJob } from "../../jobs/enqueue-job";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import { addTrackedKeywords } from "../../rank-tracking/add-tracked-keywords";
import { checkTrackedKeyword } from "../../rank-tracking/check-tracked-keyword";
import { deleteTrackedKeywords } from "../../rank-tracking/delete-tracked-keywords";
import { findOwnedTrackedKeyword } from "../../rank-tracking/find-owned-tracked-keyword";
import { listRankHistory } from "../../rank-tracking/list-rank-history";
import { listRankTrackerKeywords } from "../../rank-tracking/list-rank-tracker-keywords";
import { loadRankTrackerStatus } from "../../rank-tracking/load-rank-tracker-status";
import { checkKeywordJob } from "../../rank-tracking/rank-check-jobs";
import { rankCheckToApi } from "../../rank-tracking/rank-check-to-api";
import { updateTrackedKeyword } from "../../rank-tracking/update-tracked-keyword";
import type { ApiContext } from "../../server-context";
import { siteIdParam as idParam, json, jsonBody, ok } from "../sites/route-helpers";

const tags = ["rank-tracker"];
const statusRoute = createRoute({
  method: "get",
  path: "/api/rank-tracker/status",
  tags,
  summary: "The SERP data source (or none), tracked keyword capacity and re-check frequency",
  responses: { 200: json(rankTrackerStatusSchema, "Status") },
});
const listRoute = createRoute({
  method: "get",
  path: "/api/rank-tracker/keywords",
  tags,
  summary:
    "A site's tracked keywords with latest check, best position, change and Search Console's average position; untracked Search Console queries",
  request: { query: z.object({ siteId: z.string().min(1) }) },
  responses: {
    200: json(rankTrackerListSchema, "Keywords"),
    403: errorResponse("feature_locked"),
    404: errorResponse("Not one of your sites"),
  },
});
const addRoute = createRoute({
  method: "post",
  path: "/api/rank-tracker/keywords",
  tags,
  summary: "Track keywords (bulk); each gets its first check queued",
  request: jsonBody(addTrackedKeywordsRequestSchema),
  responses: {
    201: json(z.object({ added: z.array(z.string()), skipped: z.array(z.string()) }), "Added"),
    403: errorResponse("feature_locked or tracked_keywords_limit"),
  },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/api/rank-tracker/keywords/{id}",
  tags,
  summary: "Change tags or the movement alert threshold",
  request: { params: idParam, ...jsonBody(updateTrackedKeywordRequestSchema) },
  responses: { 200: ok, 404: errorResponse("Not one of yours") },
});
const deleteRoute = createRoute({
  method: "post",
  path: "/api/rank-tracker/keywords/delete",
  tags,
  summary: "Stop tracking keywords (their history goes too)",
  request: jsonBody(z.object({ ids: z.array(z.string()).min(1).max(1000) })),
  responses: { 200: json(z.object({ deleted: z.number().int() }), "Deleted") },
});
const checkRoute = createRoute({
  method: "post",
  path: "/api/rank-tracker/keywords/{id}/check",
  tags,
  summary: "Check the top 100 now (also retries a failed check); counts one rank_check",
  request: { params: idParam },
  responses: {
    200: json(rankCheckSchema, "The recorded check: found, not_found or failed with its reason"),
    429: errorResponse("quota_exceeded"),
    503: errorResponse("rank_source_missing"),
  },
});
const historyRoute = createRoute({
  method: "get",
  path: "/api/rank-tracker/keywords/{id}/history",
  tags,
  summary: "Checks within 7 days, 30 days, 90 days or a year, oldest first",
  request: { params: idParam, query: z.object({ range: z.enum(RANK_HISTORY_RANGES).default("30d") }) },
  responses: { 200: json(z.object({ checks: z.array(rankCheckSchema) }), "History") },
});

export function rankTrackerRoutes(context: ApiContext) {
  const router = createRouter();
  const { database } = context;
  router.openapi(statusRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await loadRankTrackerStatus(context, user.id), 200);
  });
  router.openapi(listRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(database, user.id);
    return c.json(await listRankTrackerKeywords(context, user.id, c.req.valid("query").siteId), 200);
  });
  router.openapi(addRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const result = await addTrackedKeywords(context, user.id, c.req.valid("json"));
    for (const id of result.added)
      await enqueueJob(
        context.boss,
        checkKeywordJob,
        { trackedKeywordId: id },
        { singletonKey: `rank-check:${id}` },
      );
    return c.json(result, 201);
  });
  router.openapi(updateRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await updateTrackedKeyword(database, user.id, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(deleteRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json({ deleted: await deleteTrackedKeywords(database, user.id, c.req.valid("json").ids) }, 200);
  });
  router.openapi(checkRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(database, user.id);
    const keyword = await findOwnedTrackedKeyword(database, user.id, c.req.valid("param").id);
    return c.json(
      rankCheckToApi(await checkTrackedKeyword(context, keyword, { signal: c.req.raw.signal })),
      200,
    );
  });
  router.openapi(historyRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { id } = c.req.valid("param");
    return c.json({ checks: await listRankHistory(database, user.id, id, c.req.valid("query").range) }, 200);
  });
  return router;
}
