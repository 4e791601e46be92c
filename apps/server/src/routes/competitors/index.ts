import { createRoute, z } from "@hono/zod-openapi";
import {
  addCompetitorRequestSchema,
  competitorComparisonSchema,
  competitorHistoryPointSchema,
  competitorListSchema,
  competitorSchema,
  competitorSharedKeywordsSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { addCompetitor } from "../../competitors/add-competitor";
import { compareSharedKeywords } from "../../competitors/compare-shared-keywords";
import { deleteCompetitor } from "../../competitors/delete-competitor";
import { listCompetitorHistory } from "../../competitors/list-competitor-history";
import { listCompetitors } from "../../competitors/list-competitors";
import { loadCompetitorComparison } from "../../competitors/load-competitor-comparison";
import { reanalyzeCompetitor } from "../../competitors/reanalyze-competitor";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { requireFeatureAccess } from "../../plans-limits/require-feature-access";
import type { ApiContext } from "../../server-context";
import { siteIdParam as idParam, json, jsonBody, ok } from "../sites/route-helpers";
import { discoveryRoutes } from "./discovery";

const tags = ["competitors"];
const locked = errorResponse("feature_locked ('Pro Plan Gerekli')");

const listRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/competitors",
  tags,
  summary: "A site's competitors and the plan's slots (Pro)",
  request: { params: idParam },
  responses: {
    200: json(competitorListSchema, "Competitors"),
    403: locked,
    404: errorResponse("Not one of yours"),
  },
});
const addRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/competitors",
  tags,
  summary: "Add a competitor by name and URL and queue its analysis (one competitor analysis)",
  request: { params: idParam, ...jsonBody(addCompetitorRequestSchema) },
  responses: {
    201: json(competitorSchema, "Added, analysing"),
    400: errorResponse("invalid_site_url or competitor_is_site"),
    403: errorResponse("feature_locked or competitor_slots_full"),
    409: errorResponse("duplicate_competitor"),
    429: errorResponse("quota_exceeded (competitor_analyses)"),
  },
});
const comparisonRoute = createRoute({
  method: "get",
  path: "/api/competitors/{id}/comparison",
  tags,
  summary: "Side by side: scores, audits one passes and the other fails, content and topics",
  request: { params: idParam },
  responses: {
    200: json(competitorComparisonSchema, "Comparison"),
    403: locked,
    404: errorResponse("Not one of yours"),
  },
});
const sharedKeywordsRoute = createRoute({
  method: "post",
  path: "/api/competitors/{id}/shared-keywords",
  tags,
  summary:
    "Fetch the keywords both domains rank for (DataForSEO Labs; one keyword_lookups), stored for the comparison",
  request: { params: idParam },
  responses: {
    200: json(competitorSharedKeywordsSchema, "Shared keywords"),
    404: errorResponse("Not one of yours"),
    409: errorResponse("keyword_provider_missing"),
    429: errorResponse("quota_exceeded (keyword_lookups)"),
    502: errorResponse("keyword_data_failed"),
  },
});
const historyRoute = createRoute({
  method: "get",
  path: "/api/competitors/{id}/history",
  tags,
  summary: "Scores of every completed analysis of the competitor",
  request: { params: idParam },
  responses: {
    200: json(z.object({ history: z.array(competitorHistoryPointSchema) }), "History"),
    403: locked,
  },
});
const analyzeRoute = createRoute({
  method: "post",
  path: "/api/competitors/{id}/analyze",
  tags,
  summary: "Analyse the competitor again now (one competitor analysis)",
  request: { params: idParam },
  responses: {
    200: json(competitorSchema, "Analysing"),
    409: errorResponse("analysis_in_progress"),
    429: errorResponse("quota_exceeded"),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/api/competitors/{id}",
  tags,
  summary: "Remove a competitor and its history",
  request: { params: idParam },
  responses: { 200: ok, 404: errorResponse("Not one of yours") },
});

export function competitorRoutes(context: ApiContext) {
  const router = createRouter();
  const proUser = async (c: Parameters<typeof requireActiveUser>[0]) => {
    const user = await requireActiveUser(c, context);
    await requireFeatureAccess(context.database, user.id);
    return user;
  };
  router.openapi(listRoute, async (c) => {
    const user = await proUser(c);
    return c.json(await listCompetitors(context.database, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(addRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await addCompetitor(context, user.id, c.req.valid("param").id, c.req.valid("json")), 201);
  });
  router.openapi(comparisonRoute, async (c) => {
    const user = await proUser(c);
    return c.json(await loadCompetitorComparison(context, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(sharedKeywordsRoute, async (c) => {
    const user = await proUser(c);
    return c.json(await compareSharedKeywords(context, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(historyRoute, async (c) => {
    const user = await proUser(c);
    const history = await listCompetitorHistory(context.database, user.id, c.req.valid("param").id);
    return c.json({ history }, 200);
  });
  router.openapi(analyzeRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await reanalyzeCompetitor(context, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(deleteRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await deleteCompetitor(context.database, user.id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
  router.route("/", discoveryRoutes(context));
  return router;
}
