import type { ScanResult } from "@sitelens/shared";
import { runScan } from "../../packages/engine/src/run/run-scan";
import { startSyntheticSite } from "./start-synthetic-site";

/**
 * One real ScanResult of a 200-page site: the engine (Lighthouse off) crawls and audits the
 * synthetic site once, and speed runs shaped like Lighthouse's are added (the seeded customer has
 * had them measured). Every seeded analysis is a variation of this one (`varyScan`), so the stored
 * JSON has the engine's real shape and size without crawling 60 times.
 */
export async function scanSyntheticSite(pages: number): Promise<ScanResult> {
  const site = await startSyntheticSite(pages);
  try {
    const scan = (await runScan({
      url: `http://bench.test:${site.port}/`,
      options: {
        maxPages: pages,
        maxDepth: 1000,
        concurrency: 4,
        lighthouse: false,
        resolve: { [`bench.test:${site.port}`]: "127.0.0.1" },
        allowPrivateNetworks: true,
      },
    })) as ScanResult;
    return { ...scan, speed: { status: "measured", runs: speedRuns(scan.finalUrl) } };
  } finally {
    site.stop();
  }
}

function speedRuns(url: string): Extract<ScanResult["speed"], { status: "measured" }>["runs"] {
  return (["mobile", "desktop"] as const).map((formFactor, i) => ({
    url,
    formFactor,
    source: "lighthouse" as const,
    score: 71 + i * 18,
    metrics: {
      fcpMs: 1800 - i * 900,
      lcpMs: 3100 - i * 1500,
      tbtMs: 240 - i * 180,
      cls: 0.04,
      siMs: 2900,
      ttfbMs: 210,
    },
    field: null,
    opportunities: [
      {
        id: "render-blocking-resources",
        title: "Eliminate render-blocking resources",
        savingsMs: 620,
        savingsBytes: null,
      },
      { id: "unused-javascript", title: "Reduce unused JavaScript", savingsMs: 450, savingsBytes: 182_000 },
      {
        id: "modern-image-formats",
        title: "Serve images in modern formats",
        savingsMs: 300,
        savingsBytes: 240_000,
      },
    ],
    error: null,
  }));
}

const nudge = (value: number | null, by: number) =>
  value === null ? null : Math.max(0, Math.min(100, Math.round(value + by)));

/** The scan as if taken of `origin` in analysis number `round`: URLs moved, scores drifting upward. */
export function varyScan(scan: ScanResult, origin: string, round: number, seed: number): ScanResult {
  const from = new URL(scan.finalUrl).origin;
  const json = JSON.stringify(scan)
    .replaceAll(from, origin)
    .replaceAll(from.replace("http:", "https:"), origin);
  const moved = JSON.parse(json) as ScanResult;
  const drift = round - 11 + ((seed * 7) % 5);
  const categories = Object.fromEntries(
    Object.entries(moved.scores.categories).map(([key, value], i) => [key, nudge(value, drift + (i % 3))]),
  ) as ScanResult["scores"]["categories"];
  return {
    ...moved,
    scores: {
      ...moved.scores,
      overall: nudge(moved.scores.overall, drift),
      categories,
      engines: {
        google: nudge(moved.scores.engines.google, drift),
        bing: nudge(moved.scores.engines.bing, drift - 1),
        yandex: nudge(moved.scores.engines.yandex, drift - 2),
      },
    },
    pages: moved.pages.map((page, i) => ({
      ...page,
      score: nudge(page.score, ((i + seed + round) % 9) - 4),
    })),
  };
}
