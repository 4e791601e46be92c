import { createRoute } from "@hono/zod-openapi";
import { dashboardSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { loadDashboard } from "../../dashboard/load-dashboard";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import type { ApiContext } from "../../server-context";
import { json } from "../sites/route-helpers";

const dashboardRoute = createRoute({
  method: "get",
  path: "/api/dashboard",
  tags: ["dashboard"],
  summary:
    "Portfolio: every site's scores, trend and AI visibility, high-priority tasks, recent notifications",
  responses: { 200: json(dashboardSchema, "Dashboard"), 401: errorResponse("Not signed in") },
});

export function dashboardRoutes(context: ApiContext) {
  return createRouter().openapi(dashboardRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await loadDashboard(context.database, context.env, user.id, c.get("language")), 200);
  });
}
