import { existsSync } from "node:fs";
import type { FormFactor, SpeedArtifact } from "../speed-types";
import { fetchPagespeedInsights } from "./fetch-pagespeed-insights";
import { type LighthouseInput, type LighthouseJob, type OnSpeedRun, runLighthouse } from "./run-lighthouse";

export const DEFAULT_CHROME_PATH = "/usr/bin/chromium";
const FORM_FACTORS: FormFactor[] = ["mobile", "desktop"];

export interface GatherSpeedInput {
  /** Pages to measure, start page first. Only URLs the crawler fetched successfully through the SSRF guard. */
  urls: string[];
  lighthouse: boolean;
  pagespeedApiKey?: string;
  /** Overrides the PageSpeed Insights endpoint (tests, proxies). */
  pagespeedBaseUrl?: string;
  chromePath?: string;
  /** How many of `urls` to measure per form factor; 1 keeps a scan fast. */
  pagesPerFormFactor?: number;
  resolve?: Record<string, string>;
  /** Lets Chromium reach private addresses (development and tests only, like the crawler's option). */
  allowPrivateNetworks?: boolean;
  signal?: AbortSignal;
  /** Each measurement as it starts (Lighthouse, one after another) or ends (PageSpeed, in parallel). */
  onRun?: OnSpeedRun;
  lighthouseConfig?: LighthouseInput["config"];
}

/**
 * Page speed for mobile and desktop: the PageSpeed Insights API when a key is set (adds CrUX field data),
 * else Lighthouse in local Chromium, else "unavailable" with the reason. Never an invented number.
 */
export async function gatherSpeed(input: GatherSpeedInput): Promise<SpeedArtifact> {
  const urls = input.urls.slice(0, Math.max(1, input.pagesPerFormFactor ?? 1));
  if (urls.length === 0)
    return { status: "unavailable", reason: "No page was fetched successfully to measure" };
  const jobs: LighthouseJob[] = FORM_FACTORS.flatMap((formFactor) =>
    urls.map((url) => ({ url, formFactor })),
  );
  if (input.pagespeedApiKey) {
    // PSI runs Lighthouse on Google's machines, so these calls can overlap without skewing each other.
    const apiKey = input.pagespeedApiKey;
    let finished = 0;
    const runs = await Promise.all(
      jobs.map(async (job) => {
        const run = await fetchPagespeedInsights({
          ...job,
          apiKey,
          baseUrl: input.pagespeedBaseUrl,
          signal: input.signal,
        });
        input.onRun?.({ index: finished++, total: jobs.length, ...job });
        return run;
      }),
    );
    return { status: "measured", runs };
  }
  if (!input.lighthouse)
    return {
      status: "unavailable",
      reason: "Lighthouse is turned off for this scan and no PageSpeed Insights key is set",
    };
  const chromePath = input.chromePath ?? DEFAULT_CHROME_PATH;
  if (!existsSync(chromePath)) {
    return {
      status: "unavailable",
      reason: `Chromium was not found at ${chromePath} and no PageSpeed Insights key is set`,
    };
  }
  try {
    return {
      status: "measured",
      runs: await runLighthouse({
        jobs,
        chromePath,
        resolve: input.resolve,
        allowPrivateNetworks: input.allowPrivateNetworks,
        signal: input.signal,
        onRun: input.onRun,
        config: input.lighthouseConfig,
      }),
    };
  } catch (error) {
    return { status: "unavailable", reason: `Lighthouse could not run: ${(error as Error).message}` };
  }
}
