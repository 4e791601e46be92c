/**
 * Records Lighthouse's own SEO verdicts for the real-page corpus: `npx tsx packages/engine/scripts/real-pages/record-lighthouse-verdicts.ts`.
 * Each page is served from 127.0.0.1 and audited by the Lighthouse in node_modules (SEO category only) in
 * Debian's Chromium, started through launchGuardedChromium. Writes test/fixtures/real-pages/lighthouse-verdicts.json:
 * per page and shared audit, 1 (pass), 0 (fail) or null (not applicable), as Lighthouse scored it.
 */
import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import { launchGuardedChromium } from "../../src/browser/launch-guarded-chromium";
import { DEFAULT_CHROME_PATH } from "../../src/speed/gather-speed";
import { realPages, SHARED_AUDITS, serveRealPages } from "../../test/fixtures/real-pages/serve-real-pages";

const server = await serveRealPages();
const chrome = await launchGuardedChromium({
  chromePath: DEFAULT_CHROME_PATH,
  resolve: {},
  allowPrivateNetworks: true,
});
const verdicts: Record<string, Record<string, number | null>> = {};
let lighthouseVersion = "";
try {
  for (const [index, page] of realPages.entries()) {
    const result = await lighthouse(`${server.origin}/${page.id}.html`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["seo"],
      // Verdicts of the SEO audits do not depend on timing: no throttling, no screenshots, a bounded load wait.
      throttlingMethod: "provide",
      disableFullPageScreenshot: true,
      maxWaitForLoad: 20_000,
    });
    const audits = result?.lhr.audits ?? {};
    lighthouseVersion = result?.lhr.lighthouseVersion ?? lighthouseVersion;
    verdicts[page.id] = Object.fromEntries(
      SHARED_AUDITS.map((id) => {
        const audit = audits[id];
        const score = !audit || audit.scoreDisplayMode === "notApplicable" ? null : audit.score;
        return [id, score === null ? null : score >= 0.9 ? 1 : 0];
      }),
    );
    console.log(`${index + 1}/${realPages.length} ${page.id}`, JSON.stringify(verdicts[page.id]));
  }
} finally {
  await chrome.close();
  await server.close();
}
const out = new URL("../../test/fixtures/real-pages/lighthouse-verdicts.json", import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify({ lighthouseVersion, recordedAt: new Date().toISOString(), verdicts }, null, 2)}\n`,
);
