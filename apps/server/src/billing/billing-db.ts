import type { AppDb } from "../db/database";

/** A database handle or an open transaction: billing changes run inside one per provider event. */
export type BillingDb = AppDb | Parameters<Parameters<AppDb["transaction"]>[0]>[0];
