import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { getPageContent } from "../../pages/get-page-content";
import type { ApiContext } from "../../server-context";

const language = z.enum(["tr", "en"]);
const pageSchema = z
  .object({
    slug: z.string(),
    pageType: z.string(),
    language,
    title: z.string(),
    content: z.string().describe("Markdown"),
    updatedAt: z.string(),
  })
  .openapi("PageContent");

const pageRoute = createRoute({
  method: "get",
  path: "/api/pages/{language}/{key}",
  tags: ["pages"],
  summary: "Page content by slug or page type, falling back to the other language",
  request: { params: z.object({ language, key: z.string().min(1).max(100) }) },
  responses: {
    200: { content: { "application/json": { schema: pageSchema } }, description: "Page" },
    404: errorResponse("content_not_found: neither language has it"),
  },
});

export function pageRoutes(context: ApiContext) {
  return createRouter().openapi(pageRoute, async (c) => {
    const { language: lang, key } = c.req.valid("param");
    return c.json(await getPageContent(context.database, key, lang), 200);
  });
}
