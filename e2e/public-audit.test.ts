import { runScan } from "@sitelens/engine";
import type { AuditResult, ScanResult } from "@sitelens/shared/scan-result";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PublicSite, servePublicSite } from "./public-site";

/** Off-page needs third-party backlink data and speed needs Lighthouse: neither is about our pages. */
const SEO_AND_AIO = new Set(["technical", "content", "ux", "internalLinks", "aio"]);
/**
 * Audits about how the site is hosted, not about the pages: production runs behind HTTPS, and
 * response time on a shared test machine says nothing about the product (tests never assert time).
 */
const HOSTING = new Set(["is-https", "http-to-https-redirect", "server-response-time"]);
/**
 * Login and register are the accounts screens: rendered in the browser, outside this site's
 * pre-rendered pages, and disallowed in robots.txt. Findings about them alone are not ours.
 */
const AUTH_SCREENS = /\/(login|register)$/;
/** The webmaster-tools tokens a deployment sets at build time (GOOGLE_SITE_VERIFICATION…). */
const VERIFICATION = {
  "google-site-verification": "test-google-token",
  "msvalidate.01": "TESTBINGTOKEN",
  "yandex-verification": "test-yandex-token",
};

let site: PublicSite;
let result: ScanResult;

beforeAll(async () => {
  // Pre-rendered for a public host name, as in production; the engine reaches that host through
  // its resolve map, so canonical, hreflang and sitemap URLs are checked as they really are.
  site = await servePublicSite({ host: "sitelens.test", verification: VERIFICATION });
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

const authScreensCrawled = () =>
  result.audits
    .find((audit) => audit.id === "googlebot-access")
    ?.details.filter((row) => AUTH_SCREENS.test(new URL(String(row.url)).pathname)).length;

const applies = (audit: AuditResult) =>
  SEO_AND_AIO.has(audit.category) &&
  !HOSTING.has(audit.id) &&
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
      .map((audit) => {
        const pathOf = (row: Record<string, unknown>) => new URL(String(row.url)).pathname;
        const rows = audit.details.filter((row) => typeof row.url === "string");
        const ours = rows.filter((row) => !AUTH_SCREENS.test(pathOf(row)));
        // Some page audits list blocked bots rather than URLs: then compare the failing-page count.
        const failedPages = Number(/^(\d+)\//.exec(audit.displayValue?.en ?? "")?.[1]);
        const onlyAuthScreens = rows.length === 0 && failedPages === authScreensCrawled();
        return {
          id: audit.id,
          score: audit.score,
          pages: ours.map(pathOf),
          siteWide: rows.length === 0 && !onlyAuthScreens,
        };
      })
      .filter((audit) => audit.siteWide || audit.pages.length > 0);
    expect(failing).toEqual([]);
    expect(result.audits.filter(applies).length).toBeGreaterThan(50);
  });
});
