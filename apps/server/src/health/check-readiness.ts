import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER } from "../db/migrations-folder";
import type { ServerContext } from "../server-context";

export type CheckState = "up" | "down" | "not_applicable";

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; jobQueue: CheckState; worker: CheckState };
}

/** The newest migration this build ships; drizzle's migrator compares the same timestamp. */
const newestShippedMigration = (() => {
  let cached: number | undefined;
  return () => {
    if (cached === undefined) {
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
      ) as { entries: { when: number }[] };
      cached = Math.max(...journal.entries.map((entry) => entry.when));
    }
    return cached;
  };
})();

// A probe must answer before an orchestrator's timeout (Kubernetes: 1 s by default), even when the
// database hangs instead of refusing.
const CHECK_TIMEOUT_MS = 800;

async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("readiness check timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function state(check: () => Promise<boolean>): Promise<CheckState> {
  try {
    return (await within(check())) ? "up" : "down";
  } catch {
    return "down";
  }
}

/**
 * Whether this process can do its work: the database answers, every migration this build ships is
 * applied (a newer schema is fine: migrations only add), pg-boss's schema is there, and a process
 * that runs jobs is consuming them.
 */
export async function checkReadiness(context: ServerContext): Promise<Readiness> {
  const { database, boss, workers } = context;
  const [databaseState, migrations, jobQueue] = await Promise.all([
    state(async () => {
      await database.ping();
      return true;
    }),
    state(async () => {
      // Both drivers answer raw SQL with { rows }.
      const result = (await database.db.execute(
        sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { newest: string | number | null }[] };
      return Number(result.rows[0]?.newest ?? 0) >= newestShippedMigration();
    }),
    state(async () => (await boss.schemaVersion()) !== null),
  ]);
  const worker: CheckState = workers ? (workers.consuming ? "up" : "down") : "not_applicable";
  const checks = { database: databaseState, migrations, jobQueue, worker };
  return { ready: Object.values(checks).every((value) => value !== "down"), checks };
}
