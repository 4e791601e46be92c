import { createRoute, z } from "@hono/zod-openapi";
import { countBlogView } from "../../blog/count-blog-view";
import { getBlogPost } from "../../blog/get-blog-post";
import { listBlogPosts } from "../../blog/list-blog-posts";
import { clientIp } from "../../http/client-ip";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";

const language = z.enum(["tr", "en"]);
const summarySchema = z
  .object({
    slug: z.string(),
    language,
    translationKey: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    author: z.string(),
    featured: z.boolean(),
    readMinutes: z.number().int(),
    viewCount: z.number().int(),
    publishedAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("BlogPostSummary");
const postSchema = summarySchema
  .extend({ content: z.string(), alternateSlug: z.string().nullable(), related: z.array(summarySchema) })
  .openapi("BlogPost");
const json = (schema: z.ZodType, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
const postParams = z.object({ language, slug: z.string().min(1).max(200) });

const routes = {
  list: createRoute({
    method: "get",
    path: "/api/blog/{language}",
    tags: ["blog"],
    summary: "Blog posts of one language, newest first (search and filters run in the browser)",
    request: { params: z.object({ language }) },
    responses: { 200: json(z.object({ posts: z.array(summarySchema) }), "Posts") },
  }),
  get: createRoute({
    method: "get",
    path: "/api/blog/{language}/{slug}",
    tags: ["blog"],
    summary: "One post with its markdown body and related posts",
    request: { params: postParams },
    responses: { 200: json(postSchema, "Post"), 404: errorResponse("No such post") },
  }),
  view: createRoute({
    method: "post",
    path: "/api/blog/{language}/{slug}/view",
    tags: ["blog"],
    summary: "Count a view (once per client per post per day)",
    request: { params: postParams },
    responses: {
      200: json(z.object({ viewCount: z.number().int() }), "Current count"),
      404: errorResponse("No such post"),
    },
  }),
};

export function blogRoutes(context: ApiContext) {
  return createRouter()
    .openapi(routes.list, async (c) => {
      const posts = await listBlogPosts(context.database, c.req.valid("param").language);
      return c.json({ posts }, 200);
    })
    .openapi(routes.get, async (c) => {
      const { language: lang, slug } = c.req.valid("param");
      return c.json(await getBlogPost(context.database, lang, slug), 200);
    })
    .openapi(routes.view, async (c) => {
      const { language: lang, slug } = c.req.valid("param");
      const result = await countBlogView(context.database, {
        language: lang,
        slug,
        ip: clientIp(c, context.env.TRUST_PROXY),
      });
      return c.json(result, 200);
    });
}
