import {
  type BillingInterval,
  type Invoice,
  type Order,
  orderSummary,
  visibleUnpaidInvoices,
} from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { currencySettings, invoices, plans } from "../db/schema";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";
import { defaultCurrency } from "../plans/default-plans";
import { yearlyPrice } from "../plans/yearly-price";
import { paymentProviders, pickProvider } from "../providers/payments/payment-providers";
import { iyzicoOrderRenewal } from "./iyzico/iyzico-order-renewal";
import { refuseCurrentPlan } from "./refuse-current-plan";
import { toInvoice } from "./to-invoice";

export type OrderRequest =
  | { planId: string; interval: BillingInterval; currency: "USD" | "TRY"; provider?: "stripe" | "iyzico" }
  | { invoiceId: string; provider?: "stripe" | "iyzico" };

export async function loadRate(database: Database): Promise<number> {
  const [rate] = await database.db.select().from(currencySettings).limit(1);
  return rate?.currentRate ?? Number(defaultCurrency.currentRate);
}

/**
 * What /payment shows and the checkout charges (spec §2): a plan and interval at its price in the
 * user's currency with KDV, or one of the user's own unpaid invoices.
 */
export async function buildOrder(
  database: Database,
  env: Env,
  userId: string,
  request: OrderRequest,
): Promise<Order & { usdPrice: number; invoiceRow: Invoice | null }> {
  const rate = await loadRate(database);
  const providers = paymentProviders(env);
  if ("invoiceId" in request) {
    const [row] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, request.invoiceId), eq(invoices.userId, userId)));
    if (!row || visibleUnpaidInvoices([row]).length === 0) {
      if (row?.status === "paid") throw new AppError("invoice_already_paid");
      throw new AppError("not_found");
    }
    const currency = row.currency === "TRY" ? "TRY" : "USD";
    const usd = currency === "TRY" ? row.amount / rate : row.amount;
    const summary = orderSummary(usd, currency, rate);
    const exact = { ...summary, total: row.amount };
    const provider = pickProvider(providers, currency, request.provider);
    const invoice = toInvoice(row);
    return {
      kind: "invoice",
      planId: row.planId,
      planTitle: null,
      interval: null,
      invoice,
      summary: exact,
      provider: provider?.id ?? null,
      chargedSummary: provider ? exact : null,
      usdPrice: usd,
      invoiceRow: invoice,
    };
  }
  const [plan] = await database.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, request.planId), eq(plans.isActive, true)));
  if (!plan || plan.price <= 0) throw new AppError("plan_not_purchasable");
  await refuseCurrentPlan(database, userId, { planId: plan.id, interval: request.interval });
  const usd = request.interval === "year" ? yearlyPrice(plan) : plan.price;
  const provider = pickProvider(providers, request.currency, request.provider);
  const sells = provider?.sells(plan.id, request.interval) ?? false;
  const charger = sells && provider ? provider.id : null;
  const renewal = await iyzicoOrderRenewal(database, providers, userId, {
    planId: plan.id,
    interval: request.interval,
    provider: charger,
  });
  return {
    kind: "plan",
    planId: plan.id,
    planTitle: plan.title,
    interval: request.interval,
    invoice: null,
    summary: orderSummary(usd, request.currency, rate),
    provider: charger,
    chargedSummary: sells && provider ? orderSummary(usd, provider.planCurrency, rate) : null,
    ...(renewal ? { renewal } : {}),
    usdPrice: usd,
    invoiceRow: null,
  };
}
