import { defaultPlanQuotas, resolvePlanQuotas } from "@sitelens/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { currencySettings, plans } from "../db/schema";
import { defaultCurrency } from "./default-plans";
import { yearlyPrice } from "./yearly-price";

export type PublicPlan = Awaited<ReturnType<typeof listPlans>>["plans"][number];

/** Active plans in display order with their effective yearly price, plus the TRY-per-USD rate. */
export async function listPlans(database: Database) {
  const rows = await database.db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder));
  const [rate] = await database.db.select().from(currencySettings).limit(1);
  return {
    plans: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      price: row.price,
      yearlyPrice: yearlyPrice(row),
      siteLimit: row.siteLimit,
      trialPeriodDays: row.trialPeriodDays,
      discount: row.discount,
      features: row.features,
      featureAccess: row.featureAccess,
      popular: row.popular,
      quotas: resolvePlanQuotas(row.quotas, defaultPlanQuotas(row.id, row.featureAccess)),
    })),
    currency: { base: "USD" as const, tryPerUsd: rate?.currentRate ?? Number(defaultCurrency.currentRate) },
  };
}
