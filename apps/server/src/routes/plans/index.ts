import { createRoute, z } from "@hono/zod-openapi";
import { planQuotasSchema } from "@sitelens/shared";
import { createRouter } from "../../http/create-router";
import { listPlans } from "../../plans/list-plans";
import type { ApiContext } from "../../server-context";

const localized = z.object({ tr: z.string(), en: z.string() });
const planSchema = z
  .object({
    id: z.string(),
    title: localized,
    description: localized,
    price: z.number().describe("Monthly price in USD"),
    yearlyPrice: z.number().describe("Yearly price in USD (12× monthly with 10 % off unless set)"),
    siteLimit: z.number().int().describe("-1 is unlimited"),
    trialPeriodDays: z.number().int(),
    discount: z.number().int().nullable(),
    features: z.object({ tr: z.array(z.string()), en: z.array(z.string()) }),
    featureAccess: z.boolean(),
    popular: z.boolean(),
    quotas: planQuotasSchema.describe("Usage quotas (per day or month) and capacities; -1 is unlimited"),
  })
  .openapi("Plan");

const plansRoute = createRoute({
  method: "get",
  path: "/api/plans",
  tags: ["plans"],
  summary: "Active plans in display order and the TRY-per-USD rate",
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({
            plans: z.array(planSchema),
            currency: z.object({ base: z.literal("USD"), tryPerUsd: z.number() }),
          }),
        },
      },
      description: "Plans",
    },
  },
});

export function planRoutes(context: ApiContext) {
  return createRouter().openapi(plansRoute, async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(await listPlans(context.database), 200);
  });
}
