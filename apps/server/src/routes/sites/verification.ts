import { createRoute } from "@hono/zod-openapi";
import { verificationCheckRequestSchema, verificationSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";
import { findOwnedSite } from "../../sites/find-owned-site";
import { checkVerification } from "../../verification/check-verification";
import { loadVerification } from "../../verification/load-verification";
import { verificationInstructions } from "../../verification/verification-instructions";
import { json, jsonBody, siteIdParam } from "./route-helpers";

const getRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/verification",
  tags: ["sites"],
  summary: "How to prove ownership (HTML file, meta tag, DNS TXT) and the current state",
  request: { params: siteIdParam },
  responses: {
    200: json(verificationSchema, "Instructions and state"),
    404: errorResponse("Not one of yours"),
  },
});
const checkRoute = createRoute({
  method: "post",
  path: "/api/sites/{id}/verification/check",
  tags: ["sites"],
  summary: "Check one method for real; the state becomes verified or failed",
  request: { params: siteIdParam, ...jsonBody(verificationCheckRequestSchema) },
  responses: { 200: json(verificationSchema, "New state"), 404: errorResponse("Not one of yours") },
});

export function verificationRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(getRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const site = await findOwnedSite(context.database, user.id, c.req.valid("param").id);
    return c.json(verificationInstructions(site.url, await loadVerification(context.database, site.id)), 200);
  });
  router.openapi(checkRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const { method } = c.req.valid("json");
    return c.json(await checkVerification(context, user.id, c.req.valid("param").id, method), 200);
  });
  return router;
}
