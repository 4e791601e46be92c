import { createRoute } from "@hono/zod-openapi";
import { integrationsStatusSchema, paymentStatusSchema, planLimitsSchema } from "@sitelens/shared";
import { requireActiveUser } from "../../account/require-active-user";
import { integrationsStatus } from "../../ai/integrations-status";
import { loadPaymentStatus } from "../../billing/load-payment-status";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { peekAnalysisRateLimit } from "../../plans-limits/analysis-rate-limit";
import { loadPlanLimits } from "../../plans-limits/load-plan-limits";
import type { ApiContext } from "../../server-context";
import { json } from "../sites/route-helpers";

const limitsRoute = createRoute({
  method: "get",
  path: "/api/plan-limits",
  tags: ["plans"],
  summary: "Computed plan limits (spec §3) and the analysis rate-limit state",
  responses: { 200: json(planLimitsSchema, "Limits"), 401: errorResponse("Not signed in") },
});
const paymentRoute = createRoute({
  method: "get",
  path: "/api/payment-status",
  tags: ["plans"],
  summary: "Payment-page access and unpaid invoices",
  responses: { 200: json(paymentStatusSchema, "Payment status"), 401: errorResponse("Not signed in") },
});
const integrationsRoute = createRoute({
  method: "get",
  path: "/api/integrations",
  tags: ["plans"],
  summary: "Which AI providers, PageSpeed and Lighthouse are available (no secrets)",
  responses: { 200: json(integrationsStatusSchema, "Status"), 401: errorResponse("Not signed in") },
});

export function planLimitRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(limitsRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const [limits, analysisRateLimit] = await Promise.all([
      loadPlanLimits(context.database, user.id),
      peekAnalysisRateLimit(context.database, context.env, user.id),
    ]);
    return c.json({ ...limits, analysisRateLimit }, 200);
  });
  router.openapi(paymentRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await loadPaymentStatus(context.database, user.id), 200);
  });
  router.openapi(integrationsRoute, async (c) => {
    await requireActiveUser(c, context);
    return c.json(integrationsStatus(context.env), 200);
  });
  return router;
}
