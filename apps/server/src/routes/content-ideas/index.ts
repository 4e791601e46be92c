import { createRoute, z } from "@hono/zod-openapi";
import { contentIdeasRequestSchema, contentIdeasRunSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { generateContentIdeas } from "../../content-ideas/generate-content-ideas";
import { loadLatestContentIdeas } from "../../content-ideas/load-latest-content-ideas";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";
import { json, jsonBody } from "../sites/route-helpers";

const tags = ["content-ideas"];
const locked = errorResponse("feature_locked ('Pro Plan Gerekli')");
const latestRoute = createRoute({
  method: "get",
  path: "/api/content-ideas",
  tags,
  summary: "The site's last content-ideas run, or null",
  request: { query: z.object({ siteId: z.string().min(1).max(100) }) },
  responses: {
    200: json(z.object({ run: contentIdeasRunSchema.nullable() }), "Last run"),
    403: locked,
    404: errorResponse("Not one of your sites"),
  },
});
const generateRoute = createRoute({
  method: "post",
  path: "/api/content-ideas",
  tags,
  summary:
    "Content ideas from the site's pages, Search Console, autocomplete, SERP and keyword data (AI when configured); counts one content_ideas",
  request: jsonBody(contentIdeasRequestSchema),
  responses: {
    201: json(contentIdeasRunSchema, "The new run"),
    403: locked,
    404: errorResponse("Not one of your sites"),
    429: errorResponse("quota_exceeded"),
    502: errorResponse("content_ideas_failed"),
  },
});

export function contentIdeaRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(latestRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const run = await loadLatestContentIdeas(context.database, user.id, c.req.valid("query").siteId);
    return c.json({ run }, 200);
  });
  router.openapi(generateRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(
      await generateContentIdeas(context, user.id, c.req.valid("json"), c.req.raw.signal, c.get("language")),
      201,
    );
  });
  return router;
}
