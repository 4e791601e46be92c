import { PgBoss } from "pg-boss";
import type { Database } from "../db/database";
import type { Logger } from "../lib/logger";
import type { AnyJobDefinition } from "./define-job";
import { installGroupGate } from "./install-group-gate";

// pg-boss notices a dead worker (missed heartbeats, expiry) on its supervise/monitor pass; the
// default minute leaves a site "analyzing" for up to two minutes after a crash, 10 s costs two
// indexed queries.
const SUPERVISE_SECONDS = 10;

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
          superviseIntervalSeconds: SUPERVISE_SECONDS,
          monitorIntervalSeconds: SUPERVISE_SECONDS,
        })
      : new PgBoss({
          db: database.bossDb!,
          backend: "pglite",
          superviseIntervalSeconds: SUPERVISE_SECONDS,
          monitorIntervalSeconds: SUPERVISE_SECONDS,
        });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const job of jobs) {
    const options = {
      retryLimit: job.options.retryLimit,
      retryDelay: job.options.retryDelaySeconds,
      retryBackoff: job.options.retryBackoff,
      expireInSeconds: job.options.expireInSeconds,
      ...(job.options.heartbeatSeconds ? { heartbeatSeconds: job.options.heartbeatSeconds } : {}),
    };
    await boss.createQueue(job.name, options);
    // createQueue leaves an existing queue as it was: a heartbeat or retry policy added later reaches it here.
    await boss.updateQueue(job.name, options);
  }
  await installGroupGate(database.db, jobs);
  return boss;
}
