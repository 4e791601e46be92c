import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Db as IDatabase } from "pg-boss";
import type * as schema from "./schema";

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One handle over either embedded PGlite or PostgreSQL; the rest of the server never asks which. */
export interface Database {
  kind: "pglite" | "postgres";
  db: AppDb;
  /** pg-boss's view of the same database. */
  bossDb: IDatabase | null;
  connectionString: string | null;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  /** PostgreSQL only: this process's pool (for /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
