import { launchGuardedChromium } from "../browser/launch-guarded-chromium";
import type { ResolveHostOptions } from "../net/resolve-host";
import type { FormFactor, SpeedRun } from "../speed-types";
import { type LighthouseResultJson, readLighthouseResult } from "./read-lighthouse-result";

export interface LighthouseJob {
  url: string;
  formFactor: FormFactor;
}

/** Lighthouse runs one at a time in the whole process: parallel runs on two cores skew every metric. */
let queue: Promise<unknown> = Promise.resolve();

async function runJobs(input: LighthouseInput) {
  const { default: lighthouse, desktopConfig } = await import("lighthouse");
  const chrome = await launchGuardedChromium({
    chromePath: input.chromePath,
    resolve: input.resolve ?? {},
    allowPrivateNetworks: input.allowPrivateNetworks ?? false,
    blockedReason: input.blockedReason,
  });
  const { jobs, signal } = input;
  const runs: SpeedRun[] = [];
  try {
    for (const job of jobs) {
      if (signal?.aborted) break;
      const flags = {
        port: chrome.port,
        output: "json" as const,
        logLevel: "error" as const,
        onlyCategories: ["performance"],
      };
      const result = await lighthouse(
        job.url,
        flags,
        job.formFactor === "desktop" ? desktopConfig : undefined,
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
    await chrome.close();
  }
  return runs;
}

export interface LighthouseInput extends Partial<ResolveHostOptions> {
  jobs: LighthouseJob[];
  chromePath: string;
  signal?: AbortSignal;
}

/**
 * Runs Lighthouse (performance only) for each job in one headless Chromium whose every request passes the
 * SSRF guard (launchGuardedChromium): a page's images, iframes, fetches or redirects to private addresses fail
 * like any blocked resource, and the page's own score still comes back.
 */
export function runLighthouse(input: LighthouseInput): Promise<SpeedRun[]> {
  const run = queue.then(() => runJobs(input));
  queue = run.catch(() => undefined);
  return run;
}
