import { createRoute } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { requireUser } from "../../auth/get-session-user";
import { isSessionLive } from "../../auth/is-session-live";
import type { LiveEvent } from "../../events/event-types";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";

const KEEPALIVE_MS = 25_000;

const eventsRoute = createRoute({
  method: "get",
  path: "/api/events",
  tags: ["realtime"],
  summary: "Server-sent events for the signed-in user (sites, notifications, tasks, plan changes)",
  responses: {
    200: { content: { "text/event-stream": { schema: { type: "string" } } }, description: "An event stream" },
    401: errorResponse("Not signed in"),
  },
});

export function eventRoutes(context: ApiContext) {
  return createRouter().openapi(eventsRoute, async (c) => {
    const user = await requireUser(c, context);
    c.header("Cache-Control", "no-cache, no-transform");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = context.events.subscribe(user.id, (event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: "ready", data: JSON.stringify({ type: "ready", data: {} }) });
      while (!stream.aborted) {
        const event = queue.shift();
        // A revoked sign-in gets nothing more: checked before every event and every keepalive, so a
        // sign-out, revocation or password change from any process closes the stream.
        if (!(await isSessionLive(context.database, user.sessionId))) break;
        if (event) {
          await stream.writeSSE({
            event: event.type,
            data: JSON.stringify({ type: event.type, data: event.data }),
          });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, KEEPALIVE_MS).unref();
        });
        wake = null;
        if (queue.length === 0 && !stream.aborted) await stream.write(": keepalive\n\n");
      }
      unsubscribe();
    }) as never;
  });
}
