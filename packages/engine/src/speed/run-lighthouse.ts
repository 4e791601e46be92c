import type { Config } from "lighthouse";
import { launchGuardedChromium } from "../browser/launch-guarded-chromium";
import type { ResolveHostOptions } from "../net/resolve-host";
import type { FormFactor, SpeedRun } from "../speed-types";
import { lighthouseConfig } from "./lighthouse-config";
import { type LighthouseResultJson, readLighthouseResult } from "./read-lighthouse-result";

export interface LighthouseJob {
  url: string;
  formFactor: FormFactor;
}

/** Called as each measurement starts (`index` is 0-based), so a caller can show "run n of m". */
export type OnSpeedRun = (run: { index: number; total: number; url: string; formFactor: FormFactor }) => void;

/** Lighthouse runs one at a time in the whole process: parallel runs on two cores skew every metric. */
let queue: Promise<unknown> = Promise.resolve();

async function runJobs(input: LighthouseInput) {
  const { default: lighthouse } = await import("lighthouse");
  const { jobs, signal, onRun } = input;
  signal?.throwIfAborted();
  const chrome = await launchGuardedChromium({
    chromePath: input.chromePath,
    resolve: input.resolve ?? {},
    allowPrivateNetworks: input.allowPrivateNetworks ?? false,
    blockedReason: input.blockedReason,
  });
  // A cancelled scan must not hold Chromium (and the process-wide Lighthouse queue) for the rest
  // of a run: closing the browser makes the run in progress fail at once.
  const stop = () => void chrome.close();
  signal?.addEventListener("abort", stop, { once: true });
  const runs: SpeedRun[] = [];
  try {
    for (const [index, job] of jobs.entries()) {
      if (signal?.aborted) break;
      onRun?.({ index, total: jobs.length, ...job });
      const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const };
      const result = await lighthouse(
        job.url,
        flags,
        await (input.config ?? lighthouseConfig)(job.formFactor),
      );
      const lhr = result?.lhr as LighthouseResultJson | undefined;
      const context = {
        url: job.url,
        formFactor: job.formFactor,
        source: "lighthouse" as const,
        field: null,
      };
      runs.push(
        lhr
          ? readLighthouseResult(lhr, context)
          : { ...readLighthouseResult({}, context), error: "Lighthouse returned no result" },
      );
    }
  } finally {
    signal?.removeEventListener("abort", stop);
    await chrome.close();
  }
  signal?.throwIfAborted();
  return runs;
}

export interface LighthouseInput extends Partial<ResolveHostOptions> {
  jobs: LighthouseJob[];
  chromePath: string;
  signal?: AbortSignal;
  onRun?: OnSpeedRun;
  /** Another Lighthouse configuration per device: bench/first-result.ts measures the default one as its baseline. */
  config?: (formFactor: FormFactor) => Config | Promise<Config>;
}

/**
 * Runs Lighthouse (performance only, the audits we read: lighthouse-config.ts) for each job in one headless
 * Chromium whose every request passes the SSRF guard (launchGuardedChromium): a page's images, iframes, fetches
 * or redirects to private addresses fail like any blocked resource, and the page's own score still comes back.
 */
export function runLighthouse(input: LighthouseInput): Promise<SpeedRun[]> {
  const run = queue.then(() => runJobs(input));
  queue = run.catch(() => undefined);
  return run;
}
