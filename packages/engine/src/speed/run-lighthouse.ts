import type { FormFactor, SpeedRun } from "../speed-types";
import { type LighthouseResultJson, readLighthouseResult } from "./read-lighthouse-result";

/** Flags that work as root on this machine kind; background networking off keeps Chromium from calling home. */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface LighthouseJob {
  url: string;
  formFactor: FormFactor;
}

/** Called as each measurement starts (`index` is 0-based), so a caller can show "run n of m". */
export type OnSpeedRun = (run: { index: number; total: number; url: string; formFactor: FormFactor }) => void;

/** Lighthouse runs one at a time in the whole process: parallel runs on two cores skew every metric. */
let queue: Promise<unknown> = Promise.resolve();

/** The resolve map as Chromium host-resolver rules, so Chrome reaches the same address our fetcher did. */
function hostResolverRules(resolve: Record<string, string>): string[] {
  const rules = Object.entries(resolve).map(([hostPort, address]) => {
    const port = hostPort.slice(hostPort.lastIndexOf(":") + 1);
    return `MAP ${hostPort} ${address.includes(":") ? `[${address}]` : address}:${port}`;
  });
  return rules.length > 0 ? [`--host-resolver-rules=${rules.join(",")}`] : [];
}

async function runJobs(
  jobs: LighthouseJob[],
  chromePath: string,
  resolve: Record<string, string>,
  signal?: AbortSignal,
  onRun?: OnSpeedRun,
) {
  const [{ default: lighthouse, desktopConfig }, chromeLauncher] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
  ]);
  signal?.throwIfAborted();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROME_FLAGS, ...hostResolverRules(resolve)],
  });
  // A cancelled scan must not hold Chromium (and the process-wide Lighthouse queue) for the rest
  // of a run: killing the browser makes the run in progress fail at once.
  const stop = () => chrome.kill();
  signal?.addEventListener("abort", stop, { once: true });
  const runs: SpeedRun[] = [];
  try {
    for (const [index, job] of jobs.entries()) {
      if (signal?.aborted) break;
      onRun?.({ index, total: jobs.length, ...job });
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
    signal?.removeEventListener("abort", stop);
    chrome.kill();
  }
  signal?.throwIfAborted();
  return runs;
}

/**
 * Runs Lighthouse (performance only) for each job in one headless Chromium. Chrome loads pages itself, outside
 * our SSRF guard, so callers must pass only URLs the crawler already fetched successfully through the guard.
 */
export function runLighthouse(input: {
  jobs: LighthouseJob[];
  chromePath: string;
  resolve?: Record<string, string>;
  signal?: AbortSignal;
  onRun?: OnSpeedRun;
}): Promise<SpeedRun[]> {
  const run = queue.then(() =>
    runJobs(input.jobs, input.chromePath, input.resolve ?? {}, input.signal, input.onRun),
  );
  queue = run.catch(() => undefined);
  return run;
}
