import { PgBoss } from "pg-boss";
import type { Database } from "../db/database";
import type { Logger } from "../lib/logger";
import type { AnyJobDefinition } from "./define-job";

/** pg-boss on the same database as the app: its own pool on PostgreSQL, the one PGlite connection otherwise. */
export async function startBoss(
  database: Database,
  jobs: AnyJobDefinition[],
  logger: Logger,
): Promise<PgBoss> {
  const boss =
    database.kind === "postgres"
      ? new PgBoss({
          connectionString: database.connectionString!,
          max: 4,
          application_name: "sitelens-jobs",
        })
      : new PgBoss({ db: database.bossDb!, backend: "pglite" });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      retryLimit: job.options.retryLimit,
      retryDelay: job.options.retryDelaySeconds,
      retryBackoff: job.options.retryBackoff,
      expireInSeconds: job.options.expireInSeconds,
      ...(job.options.heartbeatSeconds ? { heartbeatSeconds: job.options.heartbeatSeconds } : {}),
    });
  }
  return boss;
}
