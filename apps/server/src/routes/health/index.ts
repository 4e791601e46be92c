import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";

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

export function healthRoutes(context: ApiContext) {
  return createRouter().openapi(healthRoute, async (c) => {
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
  });
}
