import type { Config } from "lighthouse";
import type { FormFactor } from "../speed-types";

/** The five audits whose weights make Lighthouse's performance score (FCP, LCP, TBT, CLS, SI). */
export const SCORE_AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/**
 * Everything the product reads from a run (read-lighthouse-result.ts): the score's metrics, TTFB
 * (server-response-time) and every audit that can report savings as an "opportunity".
 */
export const SPEED_AUDITS = [
  ...SCORE_AUDITS,
  "server-response-time",
  "redirects",
  "uses-rel-preconnect",
  "render-blocking-resources",
  "offscreen-images",
  "uses-responsive-images",
  "uses-optimized-images",
  "modern-image-formats",
  "efficient-animated-content",
  "unminified-css",
  "unminified-javascript",
  "unused-css-rules",
  "unused-javascript",
  "duplicated-javascript",
  "legacy-javascript",
  "uses-text-compression",
  "uses-http2",
  "prioritize-lcp-image",
];

const auditId = (audit: NonNullable<Config["audits"]>[number]) =>
  typeof audit === "string" ? audit.split("/").pop() : undefined;

/**
 * Lighthouse's default performance configuration (mobile, or its desktop preset) narrowed to the audits
 * we read. Not `extends: "lighthouse:default"`: that loads all ~200 audits on every run (≈ 2 s of a run
 * under tsx) before filtering them. The score is unchanged: same settings, same metric audits and
 * weights; the audits left out have weight 0. No full-page screenshot and no bf-cache round trip, which
 * nothing here shows. The load waits (pauseAfterLoadMs, quiet windows) stay Lighthouse's defaults.
 */
export async function lighthouseConfig(formFactor: FormFactor): Promise<Config> {
  // Loaded on first use, as run-lighthouse.ts does: the API and the CLI start without Lighthouse.
  const { defaultConfig, desktopConfig } = await import("lighthouse");
  const performance = defaultConfig.categories?.performance;
  if (!performance) throw new Error("Lighthouse's default config has no performance category");
  return {
    artifacts: defaultConfig.artifacts,
    audits: (defaultConfig.audits ?? []).filter((audit) => SPEED_AUDITS.includes(auditId(audit) ?? "")),
    groups: defaultConfig.groups,
    categories: {
      performance: {
        ...performance,
        auditRefs: performance.auditRefs.filter((ref) => SPEED_AUDITS.includes(ref.id)),
      },
    },
    settings: {
      ...(formFactor === "desktop" ? desktopConfig.settings : {}),
      onlyCategories: ["performance"],
      disableFullPageScreenshot: true,
    },
  };
}
