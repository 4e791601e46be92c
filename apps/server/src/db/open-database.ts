import { type Env, IN_MEMORY } from "../env";
import type { Database } from "./database";
import { openPglite } from "./open-pglite";
import { openPostgres } from "./open-postgres";

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR (or in memory). */
export function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATABASE_POOL_MAX" | "dataDir">,
  pgliteTemplate?: Blob,
): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX);
  return env.dataDir === IN_MEMORY ? openPglite(null, pgliteTemplate) : openPglite(env.dataDir);
}
