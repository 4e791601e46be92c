import { createRoute, z } from "@hono/zod-openapi";
import { apiTokenSchema, createApiTokenRequestSchema, createdApiTokenSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createApiToken } from "../../api-tokens/create-api-token";
import { listApiTokens } from "../../api-tokens/list-api-tokens";
import { revokeApiToken } from "../../api-tokens/revoke-api-token";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { enforceRateLimits } from "../../rate-limit/enforce-rate-limits";
import type { ApiContext } from "../../server-context";
import { json, jsonBody, ok } from "../sites/route-helpers";

const tags = ["settings"];
const unauthenticated = errorResponse("Not signed in (tokens cannot manage tokens)");
const routes = {
  list: createRoute({
    method: "get",
    path: "/api/settings/tokens",
    tags,
    summary: "The user's personal access tokens (never their secrets)",
    responses: { 200: json(z.object({ tokens: z.array(apiTokenSchema) }), "Tokens"), 401: unauthenticated },
  }),
  create: createRoute({
    method: "post",
    path: "/api/settings/tokens",
    tags,
    summary: "Create a personal access token; the response is the only time its secret is shown",
    request: jsonBody(createApiTokenRequestSchema),
    responses: {
      201: json(createdApiTokenSchema, "The token and its secret"),
      401: unauthenticated,
      403: errorResponse("api_token_limit"),
    },
  }),
  revoke: createRoute({
    method: "delete",
    path: "/api/settings/tokens/{id}",
    tags,
    summary: "Revoke a token: the next request with it is refused",
    request: { params: z.object({ id: z.uuid() }) },
    responses: { 200: ok, 401: unauthenticated, 404: errorResponse("Not one of yours") },
  }),
};

/** Settings → API (issue 35): session-only, bearer-auth.ts refuses tokens under /api/settings. */
export function apiTokenRoutes(context: ApiContext) {
  const router = createRouter();
  const { database } = context;
  router.openapi(routes.list, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json({ tokens: await listApiTokens(database, user.id) }, 200);
  });
  router.openapi(routes.create, async (c) => {
    const user = await requireActiveUser(c, context);
    await enforceRateLimits(database, [{ key: `token-create:${user.id}`, max: 20, windowSeconds: 3600 }]);
    return c.json(await createApiToken(database, user.id, c.req.valid("json")), 201);
  });
  router.openapi(routes.revoke, async (c) => {
    const user = await requireActiveUser(c, context);
    await revokeApiToken(database, user.id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
