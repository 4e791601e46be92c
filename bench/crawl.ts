/**
 * Crawl benchmark: `npx tsx bench/crawl.ts [--pages 1000] [--rounds 2] [--memory-pages 1000,10000] [--concurrency 4]`.
 * Serves a synthetic site (≈ 60 KB pages, ≈ 50 links each) from a child process on 127.0.0.1, then in this
 * process measures, round after round, the bare undici + htmlparser2 loop, the crawler alone and the full
 * engine over the same number of pages, and prints the best round of each with ratios to the bare loop.
 * Peak memory is measured in a fresh child process per run, because a process's peak RSS never goes down.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { bareLoop } from "./support/bare-loop.mjs";
import { crawlerLoop } from "./support/crawler-loop";
import { loadEngineLoop } from "./support/engine-loop";
import { type Measurement, measure } from "./support/measure";
import { best, type MemoryResult, memoryTable, throughputTable } from "./support/report-tables";
import { startSyntheticSite } from "./support/start-synthetic-site";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "1000" },
    rounds: { type: "string", default: "2" },
    "memory-pages": { type: "string", default: "1000,10000" },
    concurrency: { type: "string", default: "4" },
    child: { type: "string" },
    port: { type: "string" },
  },
});
const pages = Number(values.pages);
const rounds = Number(values.rounds);
const concurrency = Number(values.concurrency);
const memoryPages = values["memory-pages"] ? values["memory-pages"].split(",").map(Number) : [];

async function childRun(kind: string, port: number): Promise<void> {
  const engine = kind === "engine" ? await loadEngineLoop() : null;
  const handled = await (engine ?? crawlerLoop)(port, pages, concurrency);
  const result: MemoryResult = {
    kind: engine ? "engine" : "crawler",
    pages: handled,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function peakMemory(port: number, count: number, kind: string): MemoryResult {
  const script = new URL(import.meta.url).pathname;
  const args = ["--import", "tsx", script, "--child", kind, "--port", String(port), "--pages", String(count)];
  const child = spawnSync(process.execPath, [...args, "--concurrency", String(concurrency)], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(child.stdout.trim().split("\n").at(-1) ?? "{}") as MemoryResult;
}

async function main(): Promise<void> {
  if (values.child) return childRun(values.child, Number(values.port));
  const site = await startSyntheticSite(Math.max(pages, ...memoryPages));
  try {
    const engineLoop = await loadEngineLoop();
    const loops: [string, () => Promise<number>][] = [
      ["bare undici + htmlparser2", () => bareLoop(site.origin, pages, concurrency)],
      ["crawler only (net + crawl)", () => crawlerLoop(site.port, pages, concurrency)],
    ];
    if (engineLoop) loops.push(["full engine (runScan)", () => engineLoop(site.port, pages, concurrency)]);
    await bareLoop(site.origin, 50, concurrency); // warm-up: JIT and connections
    const runs = new Map<string, Measurement[]>();
    for (let round = 0; round < rounds; round++) {
      for (const [label, run] of loops)
        runs.set(label, [...(runs.get(label) ?? []), await measure(label, run)]);
    }
    const results = [...runs.values()].map(best);
    console.log(
      `\nThroughput, ${pages} pages, best of ${rounds} rounds, concurrency ${concurrency}, Node ${process.version}`,
    );
    console.log(throughputTable(results, results[0]!));
    if (!engineLoop)
      console.log("(full engine not measured: packages/engine/src/run/run-scan.ts does not exist yet)");
    if (memoryPages.length === 0) return;
    const memory = ["crawler", "engine"].flatMap((kind) =>
      memoryPages.map((count) => peakMemory(site.port, count, kind)),
    );
    console.log(`\nPeak RSS, fresh process per run\n${memoryTable(memory)}`);
  } finally {
    site.stop();
  }
}

await main();
