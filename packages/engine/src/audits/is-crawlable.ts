import { definePageAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";
import { isBlockingDirective, robotsDirectives } from "./shared/robots-directives";

/** Lighthouse's set: the generic agent plus the main search and archive crawlers. */
const BOTS = [null, "Googlebot", "bingbot", "DuckDuckBot", "archive.org_bot"];

export const isCrawlable = definePageAudit(
  {
    id: "is-crawlable",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Sayfanın dizinlenmesi engellenmiyor", en: "Page isn't blocked from indexing" },
    failureTitle: { tr: "Sayfanın dizinlenmesi engelleniyor", en: "Page is blocked from indexing" },
    description: {
      tr: "Arama motorları taramasına izin verilmeyen sayfaları sonuçlarda gösteremez. noindex/none yönergelerini, X-Robots-Tag başlığını ve robots.txt engellerini kaldırın.",
      en: "Search engines can't include pages in results if they don't have permission to crawl them. Remove noindex/none directives, X-Robots-Tag headers and robots.txt blocks.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/is-crawlable/",
  },
  (page, { robots }) => {
    const blocked = BOTS.map((bot) => {
      const directive = robotsDirectives(page, bot).find((d) => isBlockingDirective(d));
      const robotsTxt = !robots.isAllowed(page.finalUrl, bot ?? "*");
      return { bot: bot ?? "*", reason: directive ?? (robotsTxt ? "robots.txt" : null) };
    }).filter((b) => b.reason !== null);
    // As in Lighthouse, the page fails only when every crawler is blocked; partial blocks are listed.
    return { ...check(blocked.length < BOTS.length, blocked), details: blocked };
  },
);
