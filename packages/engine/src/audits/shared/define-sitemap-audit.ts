import type { PageRecord, SiteArtifacts } from "../../gatherers/site/types";
import { defineSiteAudit, type MetaInput, SEARCH_ENGINES } from "../define-audit";
import { shareOutcome, siteNotApplicable } from "../outcome";
import type { DetailRow } from "../types";

/**
 * A cross-check of sitemap URLs against what the crawl found; URLs the crawl did not reach are
 * skipped unless `needsCrawl` is false. The test returns a failure detail, or null when the URL is fine.
 */
export function defineSitemapAudit(
  input: Omit<MetaInput, "category" | "taskCategory" | "engines" | "learnMore">,
  test: (url: string, record: PageRecord | undefined, site: SiteArtifacts) => DetailRow | null,
  needsCrawl = true,
) {
  return defineSiteAudit(
    {
      ...input,
      category: "technical",
      taskCategory: "technical",
      engines: SEARCH_ENGINES,
      learnMore: "https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap",
    },
    (site) => {
      if (site.sitemapUrls.size === 0)
        return siteNotApplicable({ tr: "Site haritası yok", en: "No sitemap" });
      const byUrl = new Map(site.pages.map((page) => [page.url, page]));
      const items = [...site.sitemapUrls]
        .filter((url) => !needsCrawl || byUrl.has(url))
        .map((url) => {
          const detail = test(url, byUrl.get(url), site);
          return { url, ok: detail === null, ...(detail ? { detail: { url, ...detail } } : {}) };
        });
      return shareOutcome(items, "sitemapUrl");
    },
  );
}
