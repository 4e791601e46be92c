/**
 * Should an analysis run its Lighthouse runs at once? `npx tsx bench/lighthouse-parallel.ts [--rounds 3]`.
 * Lighthouse cannot run twice at once in one process (its timing marks are process-global: the second run
 * throws "performance mark has not been set"), so each run here is its own process with its own guarded
 * Chromium and the product's configuration. Per round, the 6-page site's home page and /blog/ on
 * mobile are measured one after the other (the baseline), then both at the same time; prints wall time,
 * scores and the metrics CPU contention moves (TBT, LCP).
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { launchGuardedChromium } from "../packages/engine/src/browser/launch-guarded-chromium";
import { lighthouseConfig } from "../packages/engine/src/speed/lighthouse-config";
import {
  type LighthouseResultJson,
  readLighthouseResult,
} from "../packages/engine/src/speed/read-lighthouse-result";
import { serveSixPageSite } from "./support/serve-six-page-site";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "3" }, url: { type: "string" }, resolve: { type: "string" } },
});

/** Child mode: one mobile run of `--url`, its score and metrics as one line of output. */
async function measureOnce(url: string, resolve: string): Promise<void> {
  const [hostPort = "", address = ""] = resolve.split("=");
  const chrome = await launchGuardedChromium({
    chromePath: "/usr/bin/chromium",
    resolve: { [hostPort]: address },
    allowPrivateNetworks: true,
  });
  try {
    const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const };
    const result = await lighthouse(url, flags, await lighthouseConfig("mobile"));
    const context = { url, formFactor: "mobile" as const, source: "lighthouse" as const, field: null };
    const run = readLighthouseResult((result?.lhr ?? {}) as LighthouseResultJson, context);
    const ms = (value: number | null) => Math.round(value ?? -1);
    console.log(
      `${Math.round((run.score ?? 0) * 100)} (TBT ${ms(run.metrics.tbtMs)} ms, LCP ${ms(run.metrics.lcpMs)} ms)`,
    );
  } finally {
    await chrome.close();
  }
}

function measure(url: string, resolve: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, process.argv[1] ?? "", "--url", url, "--resolve", resolve],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) =>
      code === 0 ? done(output.trim()) : fail(new Error(`run exited with ${code}`)),
    );
  });
}

async function main(): Promise<void> {
  const site = await serveSixPageSite();
  const host = `kahve-dukkani.test:${site.port}`;
  const resolve = `${host}=127.0.0.1`;
  const urls = ["/", "/blog/"].map((path) => `http://${host}${path}`);
  const rows: string[] = [];
  const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    for (let round = 1; round <= Number(values.rounds); round++) {
      let started = performance.now();
      const serial = [];
      for (const url of urls) serial.push(await measure(url, resolve));
      rows.push(`| ${round} | one after the other | ${seconds(started)} | ${serial.join(" · ")} |`);
      started = performance.now();
      const parallel = await Promise.all(urls.map((url) => measure(url, resolve)));
      rows.push(`| ${round} | at once | ${seconds(started)} | ${parallel.join(" · ")} |`);
    }
  } finally {
    await site.close();
  }
  console.log("| round | runs | wall time | home · /blog/ score (TBT, LCP) |\n|---|---|---|---|");
  console.log(rows.join("\n"));
}

if (values.url) await measureOnce(values.url, values.resolve ?? "");
else await main();
