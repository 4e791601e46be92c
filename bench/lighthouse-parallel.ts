/**
 * Should an analysis run its Lighthouse runs at once? `npx tsx bench/lighthouse-parallel.ts [--rounds 3]`.
 * Measures the 6-page site's home page and /blog/ on mobile with the product's configuration, each in
 * its own guarded Chromium, per round once one after the other (the baseline) and once both at the same time,
 * and prints wall time, scores and the metrics that CPU contention moves (TBT, LCP) for each way.
 */
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { launchGuardedChromium } from "../packages/engine/src/browser/launch-guarded-chromium";
import { lighthouseConfig } from "../packages/engine/src/speed/lighthouse-config";
import {
  type LighthouseResultJson,
  readLighthouseResult,
} from "../packages/engine/src/speed/read-lighthouse-result";
import { serveSixPageSite } from "./support/serve-six-page-site";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "3" } } });
const HOST = "kahve-dukkani.test";

async function measure(url: string, port: number) {
  const chrome = await launchGuardedChromium({
    chromePath: "/usr/bin/chromium",
    resolve: { [`${HOST}:${port}`]: "127.0.0.1" },
    allowPrivateNetworks: true,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      lighthouseConfig("mobile"),
    );
    const run = readLighthouseResult((result?.lhr ?? {}) as LighthouseResultJson, {
      url,
      formFactor: "mobile",
      source: "lighthouse",
      field: null,
    });
    return `${Math.round((run.score ?? 0) * 100)} (TBT ${Math.round(run.metrics.tbtMs ?? -1)} ms, LCP ${Math.round(run.metrics.lcpMs ?? -1)} ms)`;
  } finally {
    await chrome.close();
  }
}

const site = await serveSixPageSite();
const urls = ["/", "/blog/"].map((path) => `http://${HOST}:${site.port}${path}`);
const rows: string[] = [];
try {
  await measure(urls[0] ?? "", site.port); // loads Lighthouse's modules once, outside the timings
  for (let round = 0; round < Number(values.rounds); round++) {
    let started = performance.now();
    const serial = [];
    for (const url of urls) serial.push(await measure(url, site.port));
    rows.push(
      `| ${round + 1} | one after the other | ${((performance.now() - started) / 1000).toFixed(1)} s | ${serial.join(" · ")} |`,
    );
    started = performance.now();
    const parallel = await Promise.all(urls.map((url) => measure(url, site.port)));
    rows.push(
      `| ${round + 1} | at once | ${((performance.now() - started) / 1000).toFixed(1)} s | ${parallel.join(" · ")} |`,
    );
  }
} finally {
  await site.close();
}
console.log("| round | runs | wall time | home · /blog/ score (TBT, LCP) |\n|---|---|---|---|");
console.log(rows.join("\n"));
