import { createRoute, z } from "@hono/zod-openapi";
import { checkReadiness } from "../../health/check-readiness";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ServerContext } from "../../server-context";

const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["system"],
  summary: "Liveness and database reachability",
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({
            status: z.literal("ok"),
            database: z.literal("up"),
            databaseKind: z.enum(["pglite", "postgres"]),
          }),
        },
      },
      description: "The API is up and the database answers",
    },
    503: errorResponse("The database does not answer"),
  },
});

const liveRoute = createRoute({
  method: "get",
  path: "/api/health/live",
  tags: ["system"],
  summary: "Liveness: the process answers (touches nothing else, so a slow database never restarts it)",
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
      description: "The process is alive",
    },
  },
});

const checkState = z.enum(["up", "down", "not_applicable"]);
const readinessSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({
    database: checkState,
    migrations: checkState,
    jobQueue: checkState,
    worker: checkState,
  }),
});

const readyRoute = createRoute({
  method: "get",
  path: "/api/health/ready",
  tags: ["system"],
  summary: "Readiness: database, applied migrations, job queue and (in job processes) a consuming worker",
  responses: {
    200: { content: { "application/json": { schema: readinessSchema } }, description: "Ready for traffic" },
    503: { content: { "application/json": { schema: readinessSchema } }, description: "Not ready" },
  },
});

/** Probes for load balancers and orchestrators (docs/operations.md); worker processes serve them too. */
export function healthRoutes(context: ServerContext) {
  return createRouter()
    .openapi(healthRoute, async (c) => {
      try {
        await context.database.ping();
      } catch (error) {
        c.get("logger").error({ err: error }, "health check: database down");
        return c.json({ error: { code: "service_unavailable", message: "database unavailable" } }, 503);
      }
      return c.json(
        { status: "ok" as const, database: "up" as const, databaseKind: context.database.kind },
        200,
      );
    })
    .openapi(liveRoute, (c) => c.json({ status: "ok" as const }, 200))
    .openapi(readyRoute, async (c) => {
      const { ready, checks } = await checkReadiness(context);
      c.header("Cache-Control", "no-store");
      if (!ready) c.get("logger").warn({ checks }, "readiness check failed");
      return ready
        ? c.json({ status: "ready" as const, checks }, 200)
        : c.json({ status: "not_ready" as const, checks }, 503);
    });
}
