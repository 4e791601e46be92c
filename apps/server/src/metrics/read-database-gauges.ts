import { sql } from "drizzle-orm";
import type { ServerContext } from "../server-context";
import { analysesInProgress, databasePool, queueActive, queueOldestWaiting, queueWaiting } from "./metrics";

interface QueueRow {
  name: string;
  waiting: string | number;
  active: string | number;
  oldest_seconds: string | number | null;
}

/** Fills the gauges that describe shared state (the job queue, running analyses) just before a scrape. */
export async function readDatabaseGauges({ database }: Pick<ServerContext, "database">): Promise<void> {
  const queues = (await database.db.execute(sql`
    select name,
      count(*) filter (where state in ('created', 'retry') and start_after <= now()) as waiting,
      count(*) filter (where state = 'active') as active,
      extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now())) as oldest_seconds
    from pgboss.job where state in ('created', 'retry', 'active') group by name`)) as unknown as {
    rows: QueueRow[];
  };
  // A kind whose last job finished must read 0, not keep its previous figure.
  for (const gauge of [queueWaiting, queueActive, queueOldestWaiting]) gauge.reset();
  for (const row of queues.rows) {
    queueWaiting.set({ job: row.name }, Number(row.waiting));
    queueActive.set({ job: row.name }, Number(row.active));
    queueOldestWaiting.set({ job: row.name }, Number(row.oldest_seconds ?? 0));
  }
  const analysing = (await database.db.execute(
    sql`select count(*) as count from sites where status = 'analyzing'`,
  )) as unknown as { rows: { count: string | number }[] };
  analysesInProgress.set(Number(analysing.rows[0]?.count ?? 0));
  const pool = database.poolStats?.();
  if (pool) for (const [state, count] of Object.entries(pool)) databasePool.set({ state }, count);
}
