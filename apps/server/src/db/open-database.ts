import { type Env, IN_MEMORY } from "../env";
import type { Database } from "./database";
import { openPglite } from "./open-pglite";
import { openPostgres } from "./open-postgres";

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATABASE_POOL_MAX" | "dataDir">,
): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX) : openPglite(env.dataDir === IN_MEMORY ? null : env.dataDir);
}
