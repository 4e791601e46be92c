import type { Db as IDatabase, PgBoss } from "pg-boss";
import type { JobDefinition } from "./define-job";

/** Validates the payload before it is stored, so a worker never receives one it cannot read. */
export async function enqueueJob<Payload>(
  boss: PgBoss,
  job: JobDefinition<Payload>,
  payload: Payload,
  options: { singletonKey?: string; startAfterSeconds?: number; db?: IDatabase } = {},
): Promise<string | null> {
  const data = job.payload.parse(payload) as object;
  return boss.send(job.name, data, {
    ...(job.groupOf ? { group: { id: job.groupOf(payload) } } : {}),
    singletonKey: options.singletonKey,
    startAfter: options.startAfterSeconds,
    ...(options.db ? { db: options.db } : {}),
  });
}
