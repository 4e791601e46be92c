import { runScan } from "@sitelens/engine";
import type { AuditResult, ScanResult } from "@sitelens/shared/scan-result";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PublicSite, servePublicSite } from "./public-site";

/** Off-page needs third-party backlink data and speed needs Lighthouse: neither is about our pages. */
const SEO_AND_AIO = new Set(["technical", "content", "ux", "internalLinks", "aio"]);

let site: PublicSite;
let result: ScanResult;

beforeAll(async () => {
  // Pre-rendered for a public host name, as in production; the engine reaches that host through
  // its resolve map, so canonical, hreflang and sitemap URLs are checked as they really are.
  site = await servePublicSite({ host: "sitelens.test" });
  result = await runScan({
    url: `${site.origin}/`,
    options: {
      resolve: { [`sitelens.test:${site.port}`]: "127.0.0.1" },
      allowPrivateNetworks: true,
      lighthouse: false,
    },
  });
}, 300_000);
afterAll(async () => site?.close());

const applies = (audit: AuditResult) =>
  SEO_AND_AIO.has(audit.category) &&
  (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric");

describe("our own engine on the public site", () => {
  it("crawls every public page in both languages", () => {
    expect(result.crawl.stoppedBecause).toBe("done");
    expect(result.crawl.pagesCrawled).toBeGreaterThanOrEqual(60);
  });

  it("passes every SEO and AIO audit that applies", () => {
    const failing = result.audits
      .filter(applies)
      .filter((audit) => audit.score !== 1)
      .map((audit) => ({ id: audit.id, score: audit.score, details: audit.details?.slice(0, 3) }));
    expect(failing).toEqual([]);
    expect(result.audits.filter(applies).length).toBeGreaterThan(50);
  });
});
