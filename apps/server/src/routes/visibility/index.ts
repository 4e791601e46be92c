import { createRoute, z } from "@hono/zod-openapi";
import {
  siteVisibilitySchema,
  updateVisibilitySetupSchema,
  visibilityAnswerSchema,
  visibilityPromptSuggestionsSchema,
  visibilityRunSchema,
  visibilitySetupSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";
import { getSiteVisibility } from "../../visibility/get-site-visibility";
import { getVisibilitySetup } from "../../visibility/get-visibility-setup";
import { listVisibilityAnswers, listVisibilityRuns } from "../../visibility/list-visibility-runs";
import { requestVisibilityRun } from "../../visibility/request-visibility-run";
import { suggestVisibilityPrompts } from "../../visibility/suggest-visibility-prompts";
import { updateVisibilitySetup } from "../../visibility/update-visibility-setup";
import { siteIdParam as idParam, json, jsonBody } from "../sites/route-helpers";

const tags = ["visibility"];
const summaryRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/visibility",
  tags,
  summary:
    "ChatGPT, Gemini and Grok visibility: measured when an engine is configured and ran, else the estimate",
  request: { params: idParam },
  responses: { 200: json(siteVisibilitySchema, "Visibility"), 404: errorResponse("Not one of yours") },
});
const setupRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/visibility/setup",
  tags,
  summary: "Brand, competitors and prompts (generated from the site the first time)",
  request: { params: idParam },
  responses: { 200: json(visibilitySetupSchema, "Setup"), 404: errorResponse("Not one of yours") },
});
const updateSetupRoute = createRoute({
  method: "put",
  path: "/api/sites/{id}/visibility/setup",
  tags,
  summary: "Edit brand, competitors and prompts",
  request: { params: idParam, ...jsonBody(updateVisibilitySetupSchema) },
  responses: { 200: json(visibilitySetupSchema, "Setup"), 404: errorResponse("Not one of yours") },
});
const suggestPromptsRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/visibility/prompt-suggestions",
  tags,
  summary: "Prompts written by the AI model from the site's pages, keywords and queries (one ai_generations)",
  request: { params: idParam },
  responses: {
    200: json(visibilityPromptSuggestionsSchema, "Suggestions"),
    429: errorResponse("quota_exceeded"),
    503: errorResponse("prompt_suggestions_unavailable"),
  },
});
const runsRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/visibility/runs",
  tags,
  summary: "Measurements, newest first",
  request: { params: idParam },
  responses: { 200: json(z.object({ runs: z.array(visibilityRunSchema) }), "Runs") },
});
const measureRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/visibility/runs",
  tags,
  summary: "Measure now (counted as one ai_visibility_runs)",
  request: { params: idParam },
  responses: {
    202: json(z.object({ queued: z.literal(true) }), "Queued"),
    429: errorResponse("quota_exceeded"),
    503: errorResponse("visibility_not_configured"),
  },
});
const answersRoute = createRoute({
  method: "get",
  path: "/api/visibility/runs/{id}/answers",
  tags,
  summary: "A measurement's raw answers with citations and findings",
  request: { params: idParam },
  responses: { 200: json(z.object({ answers: z.array(visibilityAnswerSchema) }), "Answers") },
});

export function visibilityRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(summaryRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(
      await getSiteVisibility(context.database, context.env, user.id, c.req.valid("param").id),
      200,
    );
  });
  router.openapi(setupRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await getVisibilitySetup(context.database, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(updateSetupRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { id } = c.req.valid("param");
    return c.json(await updateVisibilitySetup(context.database, user.id, id, c.req.valid("json")), 200);
  });
  router.openapi(suggestPromptsRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await suggestVisibilityPrompts(context, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(runsRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(
      { runs: await listVisibilityRuns(context.database, user.id, c.req.valid("param").id) },
      200,
    );
  });
  router.openapi(measureRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await requestVisibilityRun(context, user.id, c.req.valid("param").id);
    return c.json({ queued: true as const }, 202);
  });
  router.openapi(answersRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(
      { answers: await listVisibilityAnswers(context.database, user.id, c.req.valid("param").id) },
      200,
    );
  });
  return router;
}
