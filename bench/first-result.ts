/**
 * Time to first result: `npx tsx bench/first-result.ts [--rounds 2] [--every-page]`.
 * Analyses the local 6-page site with Lighthouse on (Debian's /usr/bin/chromium) and measures, in one
 * process and interleaved per round so the machine's load hits each variant alike:
 * - now: `runScan` as the product runs it: the first result (crawl findings and scores, speed "measuring"), then
 *   Lighthouse on one page per template with the narrowed configuration (lighthouse-config.ts);
 * - baseline (decision 126): the same pages measured with Lighthouse's full default performance configuration;
 * - with --every-page, the order before decision 126: every page on both devices, in series, before any score.
 * Prints the best round of each variant, the mean seconds per Lighthouse run, the scores and ratios to the baseline.
 */
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { type Config, desktopConfig } from "lighthouse";
import { runScan } from "../packages/engine/src/run/run-scan";
import { gatherSpeed } from "../packages/engine/src/speed/gather-speed";
import type { FormFactor, SpeedArtifact } from "../packages/engine/src/speed-types";
import { serveSixPageSite } from "./support/serve-six-page-site";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "2" }, "every-page": { type: "boolean", default: false } },
});
const rounds = Number(values.rounds);
const HOST = "kahve-dukkani.test";

const network = (port: number) => ({
  resolve: { [`${HOST}:${port}`]: "127.0.0.1" },
  allowPrivateNetworks: true,
});

/** What the product ran before this change: Lighthouse's default config, performance category only. */
const defaultPerformanceConfig = (formFactor: FormFactor): Config => {
  const preset = formFactor === "desktop" ? desktopConfig : { extends: "lighthouse:default" };
  return { ...preset, settings: { ...preset.settings, onlyCategories: ["performance"] } };
};

interface Measure {
  firstMs: number;
  wholeMs: number;
  speedMs: number;
  runs: number;
  scores: string;
}

const summarise = (speed: SpeedArtifact) =>
  speed.status === "measured"
    ? {
        runs: speed.runs.length,
        scores: speed.runs
          .map((run) => `${run.formFactor[0]}${Math.round((run.score ?? 0) * 100)}`)
          .join(" "),
      }
    : { runs: 0, scores: speed.status === "unavailable" ? `unavailable: ${speed.reason}` : speed.status };

async function now(port: number): Promise<Measure & { urls: string[] }> {
  const started = performance.now();
  let firstMs = Number.NaN;
  const result = await runScan({
    url: `http://${HOST}:${port}/`,
    options: { ...network(port), lighthouse: true, speedPages: 3, delayMs: 0 },
    onFirstResult: () => {
      firstMs = performance.now() - started;
    },
  });
  const urls =
    result.speed.status === "measured" ? [...new Set(result.speed.runs.map((run) => run.url))] : [];
  const speedMs = result.crawl.durations.speedMs;
  return { firstMs, wholeMs: performance.now() - started, speedMs, urls, ...summarise(result.speed) };
}

/** Crawl and audits, then Lighthouse on `urls` (or every fetched HTML page) with `config`; no score before. */
async function speedFirst(port: number, urls: string[] | null, config?: (formFactor: FormFactor) => Config) {
  const started = performance.now();
  const result = await runScan({
    url: `http://${HOST}:${port}/`,
    options: { ...network(port), lighthouse: false, delayMs: 0 },
  });
  const pages =
    urls ?? result.pages.filter((page) => page.status === 200 && page.error === null).map((page) => page.url);
  const speedStarted = performance.now();
  const speed = await gatherSpeed({
    urls: pages,
    pagesPerFormFactor: pages.length,
    lighthouse: true,
    lighthouseConfig: config,
    ...network(port),
  });
  const wholeMs = performance.now() - started;
  return { firstMs: wholeMs, wholeMs, speedMs: performance.now() - speedStarted, ...summarise(speed) };
}

async function main(): Promise<void> {
  if (!existsSync("/usr/bin/chromium")) throw new Error("Lighthouse needs /usr/bin/chromium");
  const site = await serveSixPageSite();
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join("/");
  const loadAtStart = load();
  const variants: Record<string, Measure[]> = { now: [], baseline: [], "every page": [] };
  try {
    for (let round = 0; round < rounds; round++) {
      const current = await now(site.port);
      variants.now?.push(current);
      variants.baseline?.push(await speedFirst(site.port, current.urls, defaultPerformanceConfig));
      if (values["every-page"]) variants["every page"]?.push(await speedFirst(site.port, null));
    }
  } finally {
    await site.close();
  }
  const best = (list: Measure[], key: "firstMs" | "wholeMs" | "speedMs") =>
    Math.min(...list.map((item) => item[key]));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const baseline = variants.baseline ?? [];
  console.log(`load average (1/5/15 min) ${loadAtStart} → ${load()}; best of ${rounds} rounds`);
  console.log(
    "| variant | first scores | whole analysis | Lighthouse runs | s per run | whole ÷ baseline | scores per round |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, list] of Object.entries(variants)) {
    const [first] = list;
    if (!first) continue;
    const perRun = best(list, "speedMs") / first.runs;
    const ratio = (best(list, "wholeMs") / best(baseline, "wholeMs")).toFixed(2);
    console.log(
      `| ${name} | ${seconds(best(list, "firstMs"))} | ${seconds(best(list, "wholeMs"))} | ${first.runs} | ${seconds(perRun)} | ${ratio} | ${list.map((item) => item.scores).join("; ")} |`,
    );
  }
}

await main();
