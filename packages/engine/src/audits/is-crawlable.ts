import type { PageArtifact } from "../gatherers/page/types";
import { definePageAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

/** Lighthouse's set: the generic agent plus the main search and archive crawlers. */
const BOTS = [null, "Googlebot", "bingbot", "DuckDuckBot", "archive.org_bot"];

/** Lighthouse's is-crawlable, branch for branch (core/audits/seo/is-crawlable.js in Lighthouse 12). */
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
      const reason =
        metaBlock(page, bot) ??
        headerBlock(page.headers["x-robots-tag"], bot) ??
        (robots.isAllowed(page.finalUrl, bot ?? "*") ? null : "robots.txt");
      return { bot: bot ?? "*", reason };
    }).filter((b) => b.reason !== null);
    // The page fails only when every crawler is blocked; partial blocks are listed.
    return { ...check(blocked.length < BOTS.length, blocked), details: blocked };
  },
);

/** The first head meta for this crawler, else the first generic robots meta: only that one is read. */
function metaBlock(page: PageArtifact, bot: string | null): string | null {
  const metas = (page.html?.robotsMeta ?? []).filter((meta) => !meta.inBody);
  const meta =
    (bot ? metas.find((candidate) => candidate.name === bot.toLowerCase()) : undefined) ??
    metas.find((candidate) => candidate.name === "robots");
  return meta && hasBlockingDirective(meta.content) ? meta.content : null;
}

/** An X-Robots-Tag for every crawler, or prefixed with this crawler's name exactly ("Googlebot: noindex"). */
function headerBlock(header: string | undefined, bot: string | null): string | null {
  if (header === undefined) return null;
  const prefix = /^([^,:]+):/.exec(header)?.[1];
  const agent = prefix !== undefined && prefix.toLowerCase() !== "unavailable_after" ? prefix : undefined;
  if (agent !== undefined && agent !== bot) return null;
  const directives = bot && header.startsWith(`${bot}:`) ? header.replace(`${bot}:`, "") : header.trim();
  return hasBlockingDirective(directives) ? `x-robots-tag: ${header}` : null;
}

function hasBlockingDirective(directives: string): boolean {
  return directives
    .split(",")
    .map((directive) => directive.toLowerCase().trim())
    .some((directive) => directive === "noindex" || directive === "none" || isUnavailable(directive));
}

function isUnavailable(directive: string): boolean {
  const parts = directive.split(":");
  if (parts.length <= 1 || parts[0] !== "unavailable_after") return false;
  const date = Date.parse(parts.slice(1).join(":"));
  return !Number.isNaN(date) && date < Date.now();
}
