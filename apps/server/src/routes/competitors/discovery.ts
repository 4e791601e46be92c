import { createRoute } from "@hono/zod-openapi";
import { competitorDiscoverySchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { discoverCompetitors } from "../../competitors/discover-competitors";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";
import { siteIdParam as idParam, json } from "../sites/route-helpers";

const discoverRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/competitors/discover",
  tags: ["competitors"],
  summary: "Suggest competitors from ranking data (DataForSEO Labs) and a checked AI answer",
  request: { params: idParam },
  responses: {
    200: json(competitorDiscoverySchema, "Suggestions, each with its source"),
    403: errorResponse("feature_locked"),
    429: errorResponse("quota_exceeded"),
  },
});

export function discoveryRoutes(context: ApiContext) {
  return createRouter().openapi(discoverRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(
      await discoverCompetitors(context, user.id, c.req.valid("param").id, c.get("language")),
      200,
    );
  });
}
