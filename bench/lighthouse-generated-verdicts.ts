/**
 * Differential corpus for issue #33: `npx tsx bench/lighthouse-generated-verdicts.ts [--pages 480] [--seed 33]
 * [--shard 0 --shards 3]` (one process per shard; run the shards side by side, Lighthouse spends most of a run
 * waiting for the page to be quiet).
 * Generates pages that exercise every branch of the ten SEO audits Lighthouse and the engine share
 * (packages/engine/test/fixtures/generated-pages), serves them from 127.0.0.1 and records the verdicts of the
 * Lighthouse 12 in node_modules (Debian's Chromium, headless) into generated-pages/pages-<shard>.json, which
 * test/generated-pages.test.ts holds the engine to. The file is rewritten every 10 pages, so a run cut short
 * still leaves a usable fixture.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { lighthouseVerdicts, type Verdict } from "../packages/engine/scripts/real-pages/lighthouse-verdicts";
import { launchGuardedChromium } from "../packages/engine/src/browser/launch-guarded-chromium";
import { DEFAULT_CHROME_PATH } from "../packages/engine/src/speed/gather-speed";
import {
  type GeneratedPage,
  generatePages,
} from "../packages/engine/test/fixtures/generated-pages/generate-pages";
import { serveGeneratedPages } from "../packages/engine/test/fixtures/generated-pages/serve-generated-pages";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "480" },
    seed: { type: "string", default: "33" },
    shard: { type: "string", default: "0" },
    shards: { type: "string", default: "1" },
  },
});
const seed = Number(values.seed);
const [shard, shards] = [Number(values.shard), Number(values.shards)];
const pages = generatePages(Number(values.pages), seed).filter((_, index) => index % shards === shard);
const out = new URL(`../packages/engine/test/fixtures/generated-pages/pages-${shard}.json`, import.meta.url);
const server = await serveGeneratedPages(pages);
const chrome = await launchGuardedChromium({
  chromePath: DEFAULT_CHROME_PATH,
  resolve: {},
  allowPrivateNetworks: true,
});
/** The pages run no scripts and load nothing that matters: no quiet windows to wait for after load. */
const QUICK = {
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 0,
  networkQuietThresholdMs: 0,
  cpuQuietThresholdMs: 0,
  skipAboutBlank: true,
};
const recorded: (GeneratedPage & { verdicts: Record<string, Verdict> })[] = [];
let lighthouseVersion = "";
const started = Date.now();

function save(): void {
  const body = { lighthouseVersion, seed, recordedAt: new Date().toISOString(), pages: recorded };
  writeFileSync(out, `${JSON.stringify(body, null, 1)}\n`);
}

try {
  for (const page of pages) {
    const result = await lighthouseVerdicts(`${server.origin}/g/${page.id}.html`, chrome.port, QUICK);
    lighthouseVersion = result.version || lighthouseVersion;
    recorded.push({ ...page, verdicts: result.verdicts });
    if (recorded.length % 10 === 0) {
      save();
      const perPage = (Date.now() - started) / recorded.length / 1000;
      console.log(`${recorded.length}/${pages.length} pages, ${perPage.toFixed(1)} s per page`);
    }
  }
} finally {
  save();
  await chrome.close();
  await server.close();
}
