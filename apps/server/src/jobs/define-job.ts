import type { z } from "zod";
import type { ServerContext } from "../server-context";

export interface JobOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job running longer than this is failed (and retried) by pg-boss's supervisor. */
  expireInSeconds: number;
  /** Jobs of this kind one worker process runs at once. */
  concurrency: number;
  /** When set (≥ 10), a running job whose worker stops sending heartbeats (a killed process) is retried this soon. */
  heartbeatSeconds?: number;
  /**
   * Jobs of one group (see JobDefinition.groupOf) running at once across every worker process, so one
   * user's burst cannot take every slot while other users' jobs wait.
   */
  groupConcurrency?: number;
}

export interface JobDefinition<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  options: JobOptions;
  /** The fairness group a job belongs to, e.g. its user; limited by options.groupConcurrency. */
  groupOf?: (payload: Payload) => string;
  /** `signal` aborts when pg-boss gives the attempt up (expiry, lost heartbeat, shutdown): stop and write nothing. */
  handle(
    payload: Payload,
    context: ServerContext & { jobId: string; attempt: number; signal: AbortSignal },
  ): Promise<void>;
}

const defaults: JobOptions = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  concurrency: 1,
};

export function defineJob<Payload>(
  definition: Omit<JobDefinition<Payload>, "options"> & { options?: Partial<JobOptions> },
): JobDefinition<Payload> {
  return { ...definition, options: { ...defaults, ...definition.options } };
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds jobs of every payload type
export type AnyJobDefinition = JobDefinition<any>;
