import type { PgBoss } from "pg-boss";
import { jobAttempts, jobDuration, jobRetries } from "../metrics/metrics";
import type { ServerContext } from "../server-context";
import type { AnyJobDefinition } from "./define-job";

/** Registers a pg-boss worker per job definition; a thrown error fails the attempt and pg-boss retries. */
export async function startWorkers(
  boss: PgBoss,
  jobs: AnyJobDefinition[],
  context: ServerContext,
): Promise<void> {
  for (const job of jobs) {
    await boss.work(
      job.name,
      {
        localConcurrency: job.options.concurrency,
        ...(job.options.groupConcurrency ? { groupConcurrency: job.options.groupConcurrency } : {}),
        batchSize: 1,
        pollingIntervalSeconds: 1,
      },
      async ([raw]) => {
        if (!raw) return;
        const attempt = raw.retryCount;
        const log = context.logger.child({ job: job.name, jobId: raw.id, attempt });
        // A cron schedule sends its job with no data (null), some every minute: their routine start and end
        // are logged at debug so they do not bury the rest; failures are errors either way.
        const fromSchedule = raw.data == null;
        const logRoutine = (message: string) => (fromSchedule ? log.debug(message) : log.info(message));
        logRoutine("job started");
        jobAttempts.inc({ job: job.name, outcome: "started" });
        if (attempt > 0) jobRetries.inc({ job: job.name });
        const timer = jobDuration.startTimer({ job: job.name });
        try {
          const payload = job.payload.parse(raw.data ?? {});
          await job.handle(payload, { ...context, logger: log, jobId: raw.id, attempt, signal: raw.signal });
          logRoutine("job completed");
          jobAttempts.inc({ job: job.name, outcome: "completed" });
          timer({ outcome: "completed" });
        } catch (error) {
          log.error({ err: error }, "job failed");
          jobAttempts.inc({ job: job.name, outcome: "failed" });
          timer({ outcome: "failed" });
          throw error;
        }
      },
    );
  }
}
