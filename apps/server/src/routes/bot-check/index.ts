import { createRoute, z } from "@hono/zod-openapi";
import { createAltchaChallenge } from "../../bot-check/create-altcha-challenge";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";

const challengeRoute = createRoute({
  method: "get",
  path: "/api/bot-check/challenge",
  tags: ["auth"],
  summary: "A signed ALTCHA proof-of-work challenge for the browser widget",
  responses: {
    200: {
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
      description: "The challenge (ALTCHA v2 format)",
    },
    404: errorResponse("Turnstile is configured instead"),
  },
});

export function botCheckRoutes(context: ApiContext) {
  return createRouter().openapi(challengeRoute, async (c) => {
    if (context.env.TURNSTILE_SECRET_KEY)
      return c.json({ error: { code: "not_found", message: "Not found." } }, 404);
    c.header("Cache-Control", "no-store");
    return c.json({ ...(await createAltchaChallenge(context)) }, 200);
  });
}
