/**
 * Crawl benchmark: `npx tsx bench/crawl.ts [--pages 1000] [--memory-pages 1000,10000] [--concurrency 4]`.
 * Serves a synthetic site (≈ 60 KB pages, ≈ 50 links each) from a child process on 127.0.0.1, then in this
 * process measures the bare undici + htmlparser2 loop, the crawler alone and the full engine over the same
 * number of pages, and prints throughput ratios. Peak memory is measured in fresh child processes, one per
 * page count, because a process's peak RSS never goes down.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { bareLoop } from "./support/bare-loop";
import { crawlerLoop } from "./support/crawler-loop";
import { loadEngineLoop } from "./support/engine-loop";
import { type Measurement, measure } from "./support/measure";
import { startSyntheticSite } from "./support/start-synthetic-site";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "1000" },
    "memory-pages": { type: "string", default: "1000,10000" },
    concurrency: { type: "string", default: "4" },
    child: { type: "string" },
    port: { type: "string" },
  },
});
const pages = Number(values.pages);
const concurrency = Number(values.concurrency);
const memoryPages = values["memory-pages"] ? values["memory-pages"].split(",").map(Number) : [];

async function childRun(kind: string, port: number): Promise<void> {
  const engine = kind === "engine" ? await loadEngineLoop() : null;
  const run = engine ?? crawlerLoop;
  const handled = await run(port, pages, concurrency);
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    `${JSON.stringify({ kind: engine ? "engine" : "crawler", pages: handled, peakRssMb })}\n`,
  );
}

function peakMemory(port: number, count: number, kind: string) {
  const script = new URL(import.meta.url).pathname;
  const args = [
    "--import",
    "tsx",
    script,
    "--child",
    kind,
    "--port",
    String(port),
    "--pages",
    String(count),
    "--concurrency",
    String(concurrency),
  ];
  const child = spawnSync(process.execPath, args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  const line = child.stdout.trim().split("\n").at(-1) ?? "{}";
  return JSON.parse(line) as { kind: string; pages: number; peakRssMb: number };
}

function row(result: Measurement, baseline: { pagesPerSecond: number; cpuMsPerPage: number }): string {
  const throughput = result.pagesPerSecond / baseline.pagesPerSecond;
  const cpu = baseline.cpuMsPerPage / result.cpuMsPerPage;
  const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
  return `| ${result.label} | ${result.pages} | ${result.pagesPerSecond.toFixed(1)} | ${result.cpuMsPerPage.toFixed(2)} | ${percent(throughput)} | ${percent(cpu)} |`;
}

/** Bare runs before and after the others: their mean cancels slow drift from other load on the machine. */
function meanOf(first: Measurement, second: Measurement) {
  return {
    pagesPerSecond: (first.pagesPerSecond + second.pagesPerSecond) / 2,
    cpuMsPerPage: (first.cpuMsPerPage + second.cpuMsPerPage) / 2,
  };
}

async function main(): Promise<void> {
  if (values.child) return childRun(values.child, Number(values.port));
  const site = await startSyntheticSite(Math.max(pages, ...memoryPages));
  try {
    await bareLoop(site.origin, 50, concurrency); // warm-up: JIT and connections
    const bare = await measure("bare undici + htmlparser2", () => bareLoop(site.origin, pages, concurrency));
    const crawler = await measure("crawler only (net + crawl)", () =>
      crawlerLoop(site.port, pages, concurrency),
    );
    const engineLoop = await loadEngineLoop();
    const engine = engineLoop
      ? await measure("full engine (runScan)", () => engineLoop(site.port, pages, concurrency))
      : null;
    const bareAgain = await measure("bare again", () => bareLoop(site.origin, pages, concurrency));
    const baseline = meanOf(bare, bareAgain);
    console.log(
      `\nThroughput, ${pages} pages, concurrency ${concurrency}, Node ${process.version}, ${process.platform}/${process.arch}`,
    );
    console.log("| loop | pages | pages/s | CPU ms/page | throughput of bare | CPU efficiency of bare |");
    console.log("|---|---|---|---|---|---|");
    for (const result of [bare, bareAgain, crawler, engine]) if (result) console.log(row(result, baseline));
    if (!engine)
      console.log("(full engine not measured: packages/engine/src/run/run-scan.ts does not exist yet)");
    if (memoryPages.length === 0) return;
    console.log("\nPeak RSS, fresh process per run\n| run | pages | peak RSS MB |\n|---|---|---|");
    const memory = memoryPages.map((count) => peakMemory(site.port, count, "engine"));
    for (const result of memory)
      console.log(`| ${result.kind} | ${result.pages} | ${result.peakRssMb.toFixed(0)} |`);
    const first = memory[0];
    const last = memory.at(-1);
    if (first && last && last !== first)
      console.log(
        `\npeak RSS ${last.pages} / ${first.pages} pages: ${(last.peakRssMb / first.peakRssMb).toFixed(2)}×`,
      );
  } finally {
    site.stop();
  }
}

await main();
