import type { StoredPlanQuotas } from "@sitelens/shared";
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export type LocalizedText = { tr: string; en: string };
export type LocalizedList = { tr: string[]; en: string[] };

/** Spec §3 Plan. Prices are monthly USD; a null yearly price means 12× monthly with 10 % off. */
export const plans = pgTable("plans", {
  id: text("id").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  yearlyPrice: numeric("yearly_price", { precision: 10, scale: 2, mode: "number" }),
  /** -1 is unlimited. */
  siteLimit: integer("site_limit").notNull(),
  trialPeriodDays: integer("trial_period_days").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  /** Percent shown as a badge; the stored prices are already the prices charged. */
  discount: integer("discount"),
  features: jsonb("features").$type<LocalizedList>().notNull(),
  /** Grants the tools (can_access_features). */
  featureAccess: boolean("feature_access").notNull().default(false),
  popular: boolean("popular").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Overrides of the plan's default quotas (shared defaultPlanQuotas); editable without a deploy. */
  quotas: jsonb("quotas").$type<StoredPlanQuotas>(),
});

/** Spec §3 Currency settings: one row, TRY per USD. */
export const currencySettings = pgTable("currency_settings", {
  id: text("id").primaryKey(),
  currentRate: numeric("current_rate", { precision: 12, scale: 4, mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
