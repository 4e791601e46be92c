import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { errorResponse } from "../../http/error-response";

/**
 * Auth forms are validated inside the handlers with the shared contracts, so each problem gets
 * its spec message (§8) instead of the generic validation error.
 */
export const formBody = {
  content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
  required: true,
};

export function authPost(path: string, summary: string, ok: z.ZodType) {
  return createRoute({
    method: "post",
    path,
    tags: ["auth"],
    summary,
    request: { body: formBody },
    responses: {
      200: { content: { "application/json": { schema: ok } }, description: "Done" },
      400: errorResponse("Invalid input, bot check failed or wrong code"),
      429: errorResponse("Too many attempts"),
    },
  });
}

/** Copies better-auth's session cookies onto our response. */
export function forwardCookies(c: Context, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}

export function jsonContent(schema: z.ZodType, description: string) {
  return { content: { "application/json": { schema } }, description };
}

export const okResponse = jsonContent(z.object({ ok: z.literal(true) }), "Done");
