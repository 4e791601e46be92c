/**
 * Time to first result: `npx tsx bench/first-result.ts [--rounds 2]`.
 * Analyses the local 6-page site with Lighthouse on (Debian's /usr/bin/chromium) and measures,
 * in one process: the time until the first result (crawl findings and scores, speed "measuring") and the
 * whole analysis with one Lighthouse page per template; and, as the baseline, the previous order: every
 * page measured (both devices, in series) before any score. Prints the best round of each with ratios.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { runScan } from "../packages/engine/src/run/run-scan";
import { gatherSpeed } from "../packages/engine/src/speed/gather-speed";
import { serveSixPageSite } from "./support/serve-six-page-site";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "2" } } });
const rounds = Number(values.rounds);
const HOST = "kahve-dukkani.test";

const network = (port: number) => ({
  resolve: { [`${HOST}:${port}`]: "127.0.0.1" },
  allowPrivateNetworks: true,
});

async function analyse(port: number) {
  const started = performance.now();
  let firstMs = Number.NaN;
  const result = await runScan({
    url: `http://${HOST}:${port}/`,
    options: { ...network(port), lighthouse: true, speedPages: 3, delayMs: 0 },
    onFirstResult: () => {
      firstMs = performance.now() - started;
    },
  });
  const runs = result.speed.status === "measured" ? result.speed.runs.length : 0;
  return { firstMs, wholeMs: performance.now() - started, runs, pages: result.crawl.pagesCrawled };
}

/** The previous order: crawl and audits, then Lighthouse on every HTML page, and only then a score. */
async function analyseEveryPage(port: number) {
  const started = performance.now();
  const result = await runScan({
    url: `http://${HOST}:${port}/`,
    options: { ...network(port), lighthouse: false, delayMs: 0 },
  });
  const urls = result.pages
    .filter((page) => page.status === 200 && page.error === null)
    .map((page) => page.url);
  const speed = await gatherSpeed({
    urls,
    pagesPerFormFactor: urls.length,
    lighthouse: true,
    ...network(port),
  });
  const wholeMs = performance.now() - started;
  const runs = speed.status === "measured" ? speed.runs.length : 0;
  return { firstMs: wholeMs, wholeMs, runs, pages: result.crawl.pagesCrawled };
}

async function main(): Promise<void> {
  if (!existsSync("/usr/bin/chromium")) throw new Error("Lighthouse needs /usr/bin/chromium");
  const site = await serveSixPageSite();
  try {
    const now: Awaited<ReturnType<typeof analyse>>[] = [];
    const before: Awaited<ReturnType<typeof analyse>>[] = [];
    for (let round = 0; round < rounds; round++) {
      now.push(await analyse(site.port));
      before.push(await analyseEveryPage(site.port));
    }
    const bestOf = (list: typeof now, key: "firstMs" | "wholeMs") =>
      Math.min(...list.map((item) => item[key]));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const rows = [
      ["first scores visible", bestOf(now, "firstMs"), bestOf(before, "firstMs")],
      ["whole analysis", bestOf(now, "wholeMs"), bestOf(before, "wholeMs")],
    ] as const;
    console.log(
      `pages crawled: ${now[0]?.pages}; Lighthouse runs now ${now[0]?.runs}, before ${before[0]?.runs}`,
    );
    console.log("| measure | now | before (every page, speed first) | now ÷ before |");
    console.log("|---|---|---|---|");
    for (const [label, current, baseline] of rows)
      console.log(
        `| ${label} | ${seconds(current)} | ${seconds(baseline)} | ${(current / baseline).toFixed(2)} |`,
      );
  } finally {
    await site.close();
  }
}

await main();
