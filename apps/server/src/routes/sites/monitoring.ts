import { createRoute } from "@hono/zod-openapi";
import {
  siteComparisonResponseSchema,
  siteMonitoringSchema,
  updateSiteMonitoringSchema,
} from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { getSiteMonitoring } from "../../monitoring/get-site-monitoring";
import { latestComparison } from "../../monitoring/latest-comparison";
import { updateSiteMonitoring } from "../../monitoring/update-site-monitoring";
import type { ApiContext } from "../../server-context";
import { json, jsonBody, siteIdParam } from "./route-helpers";

const tags = ["sites"];
const getRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/monitoring",
  tags,
  summary: "The site's re-analysis schedule and what the plan allows",
  request: { params: siteIdParam },
  responses: { 200: json(siteMonitoringSchema, "Schedule"), 404: errorResponse("Not one of yours") },
});
const putRoute = createRoute({
  method: "put",
  path: "/api/sites/{id}/monitoring",
  tags,
  summary: "Change the schedule (weekly, or daily where the plan allows) or pause it",
  request: { params: siteIdParam, ...jsonBody(updateSiteMonitoringSchema) },
  responses: {
    200: json(siteMonitoringSchema, "Saved schedule"),
    403: errorResponse("monitoring_daily_not_in_plan"),
    404: errorResponse("Not one of yours"),
  },
});
const comparisonRoute = createRoute({
  method: "get",
  path: "/api/sites/{id}/comparison",
  tags,
  summary: "What changed in the latest analysis compared with the one before",
  request: { params: siteIdParam },
  responses: {
    200: json(siteComparisonResponseSchema, "Comparison or null"),
    404: errorResponse("Not one of yours"),
  },
});

export function siteMonitoringRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(getRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await getSiteMonitoring(context.database, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(putRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const change = c.req.valid("json");
    return c.json(
      await updateSiteMonitoring(context.database, user.id, c.req.valid("param").id, change),
      200,
    );
  });
  router.openapi(comparisonRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await latestComparison(context.database, user.id, c.req.valid("param").id), 200);
  });
  return router;
}
