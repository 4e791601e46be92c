import type { Database } from "../db/database";
import { currencySettings, plans } from "../db/schema";
import { defaultCurrency, defaultPlans } from "./default-plans";

/** Idempotent: inserts missing default plans and the rate row, never overwrites edited rows. */
export async function seedPlans(database: Database): Promise<void> {
  await database.db.insert(plans).values(defaultPlans).onConflictDoNothing();
  await database.db.insert(currencySettings).values(defaultCurrency).onConflictDoNothing();
}
