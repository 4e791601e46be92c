/**
 * Records Lighthouse's own SEO verdicts for the real-page corpus: `npx tsx packages/engine/scripts/real-pages/record-lighthouse-verdicts.ts [id…]`
 * (with ids: only those pages, merged into the existing file).
 * Each page is served from 127.0.0.1 and audited by the Lighthouse in node_modules (SEO category only) in
 * Debian's Chromium, started through launchGuardedChromium. Writes test/fixtures/real-pages/lighthouse-verdicts.json:
 * per page and shared audit, 1 (pass), 0 (fail), null (not applicable) or "error" when Lighthouse could not judge
 * (an audit error, or robots.txt not downloaded: a fault of the loaded test machine, not of the page).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { launchGuardedChromium } from "../../src/browser/launch-guarded-chromium";
import { DEFAULT_CHROME_PATH } from "../../src/speed/gather-speed";
import { realPages, serveRealPages } from "../../test/fixtures/real-pages/serve-real-pages";
import { lighthouseVerdicts, type Verdict } from "./lighthouse-verdicts";

const out = new URL("../../test/fixtures/real-pages/lighthouse-verdicts.json", import.meta.url);
const only = new Set(process.argv.slice(2));
const previous = existsSync(out)
  ? (JSON.parse(readFileSync(out, "utf8")) as { verdicts: Record<string, Record<string, Verdict>> }).verdicts
  : {};
const server = await serveRealPages();
const chrome = await launchGuardedChromium({
  chromePath: DEFAULT_CHROME_PATH,
  resolve: {},
  allowPrivateNetworks: true,
});
const verdicts: Record<string, Record<string, Verdict>> = only.size > 0 ? { ...previous } : {};
let lighthouseVersion = "";
try {
  for (const [index, page] of realPages.filter((item) => only.size === 0 || only.has(item.id)).entries()) {
    const result = await lighthouseVerdicts(`${server.origin}/${page.id}.html`, chrome.port);
    lighthouseVersion = result.version || lighthouseVersion;
    verdicts[page.id] = result.verdicts;
    console.log(`${index + 1}/${realPages.length} ${page.id}`, JSON.stringify(verdicts[page.id]));
  }
} finally {
  await chrome.close();
  await server.close();
}
writeFileSync(
  out,
  `${JSON.stringify({ lighthouseVersion, recordedAt: new Date().toISOString(), verdicts }, null, 2)}\n`,
);
