import { createRoute, z } from "@hono/zod-openapi";
import { addPageRequestSchema, sitePageSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";
import { addSitePage } from "../../sites/add-site-page";
import { listSitePages } from "../../sites/list-site-pages";
import { json, jsonBody, siteIdParam } from "./route-helpers";

const listRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/pages",
  tags: ["sites"],
  summary: "The site's pages: crawled ones with sitemap detection, and those added by hand",
  request: { params: siteIdParam },
  responses: {
    200: json(z.object({ pages: z.array(sitePageSchema) }), "Pages"),
    404: errorResponse("Not one of yours"),
  },
});
const addRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/pages",
  tags: ["sites"],
  summary: "Add a page by path (starts with '/', unique) and analyse it",
  request: { params: siteIdParam, ...jsonBody(addPageRequestSchema) },
  responses: {
    201: json(sitePageSchema, "Added, status analyzing"),
    400: errorResponse("invalid_page_url"),
    409: errorResponse("duplicate_page"),
  },
});

export function sitePageRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(listRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json({ pages: await listSitePages(context.database, user.id, c.req.valid("param").id) }, 200);
  });
  router.openapi(addRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const page = await addSitePage(context, user.id, c.req.valid("param").id, c.req.valid("json").url);
    return c.json(page, 201);
  });
  return router;
}
