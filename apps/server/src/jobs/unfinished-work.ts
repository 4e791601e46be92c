import type { Database } from "../db/database";
import type { ServerContext } from "../server-context";
import type { AnyJobDefinition, JobOptions } from "./define-job";

/** A row some job put into a non-terminal state (analyzing, running, sending, a mail claim). */
export interface UnfinishedRow {
  /** The pg-boss job that owns it; null when it was cleared, absent for families that do not record it. */
  jobId?: string | null;
  startedAt: Date | null;
}

/**
 * One job family's rows that can be left non-terminal when its worker dies (decision 167): how to
 * find them and how to move one to the failed state the user can start again from.
 */
export interface UnfinishedWork<Row extends UnfinishedRow = UnfinishedRow> {
  /** The job whose attempts write these rows: its state in pg-boss and its retry budget are read. */
  job: AnyJobDefinition;
  /** False when the rows carry no job id: only outliving every attempt counts. */
  ownedByJob: boolean;
  /** Non-terminal rows that started before `startedBefore`. */
  find(database: Database, startedBefore: Date): Promise<Row[]>;
  /** Moves the row to its failed state if it is still unfinished (a conditional update). */
  giveUp(context: ServerContext, row: Row): Promise<void>;
}

/** Declares a family with its row type checked, stored untyped in the sweep's list. */
export function unfinishedWork<Row extends UnfinishedRow>(work: UnfinishedWork<Row>): UnfinishedWork {
  return work as unknown as UnfinishedWork;
}

/** Every attempt allowed to run to its expiry, the waits between them (doubling with backoff), and a margin. */
export function attemptsBudgetMs(options: JobOptions): number {
  let seconds = 300;
  for (let attempt = 0; attempt <= options.retryLimit; attempt += 1)
    seconds +=
      options.expireInSeconds + options.retryDelaySeconds * (options.retryBackoff ? 2 ** attempt : 1);
  return seconds * 1000;
}
