import { createRoute } from "@hono/zod-openapi";
import { siteSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";
import { giveUpAnalysis } from "../../sites/give-up-analysis";
import { json, siteIdParam } from "./route-helpers";

const giveUpRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/analysis-timeout",
  tags: ["sites"],
  summary:
    "The browser heard nothing for six polls: mark the analysis as timed out if the worker is silent too",
  request: { params: siteIdParam },
  responses: {
    200: json(
      siteSchema,
      "The site: error when given up, still analyzing when the worker is alive or queued",
    ),
    404: errorResponse("Not one of yours"),
  },
});

export function analysisTimeoutRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(giveUpRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await giveUpAnalysis(context, user.id, c.req.valid("param").id), 200);
  });
  return router;
}
