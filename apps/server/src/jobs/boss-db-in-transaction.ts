import { type SQL, sql } from "drizzle-orm";
import type { Db as IDatabase } from "pg-boss";
import type { BillingDb } from "../billing/billing-db";

/**
 * pg-boss's view of an open drizzle transaction, so a job is stored (or not) together with the rows that
 * need it (`boss.send(..., { db })`). pg-boss writes `$1`-style parameters; each becomes a bound parameter.
 */
export function bossDbInTransaction(tx: BillingDb): IDatabase {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) =>
          index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
        );
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
