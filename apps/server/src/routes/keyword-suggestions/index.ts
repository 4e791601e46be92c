import { createRoute } from "@hono/zod-openapi";
import { keywordSuggestionsRequestSchema, keywordSuggestionsResponseSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { suggestKeywords } from "../../keywords/suggest-keywords";
import type { ApiContext } from "../../server-context";
import { json, jsonBody } from "../sites/route-helpers";

const suggestRoute = createRoute({
  method: "post",
  path: "/api/keyword-suggestions",
  tags: ["keywords"],
  summary: "Autocomplete and site-topic keyword ideas with honest metrics (unknown without a data provider)",
  request: jsonBody(keywordSuggestionsRequestSchema),
  responses: {
    200: json(keywordSuggestionsResponseSchema, "Suggestions"),
    403: errorResponse("feature_locked"),
    429: errorResponse("quota_exceeded"),
    502: errorResponse("keyword_suggestions_failed"),
  },
});

export function keywordSuggestionRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(suggestRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await suggestKeywords(context, user.id, c.req.valid("json"), c.req.raw.signal), 200);
  });
  return router;
}
