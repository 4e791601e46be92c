import type { AuditResult, PageResult, ScanResult } from "@sitelens/shared/scan-result";
import { pageUnscoredReason } from "@sitelens/shared/scan-summary/page-unscored-reason";
import type { PageAuditTally } from "../audits/page-audit-tally";
import { AUDITS } from "../audits/registry";
import { runSiteAudit } from "../audits/run-site-audit";
import { toAuditResult } from "../audits/to-audit-result";
import { MAX_PAGES_IN_RESULT } from "../config/weights";
import { summarizeContent } from "../content/summarize-content";
import type { CrawlOutcome } from "../crawl/types";
import { BOT_TOKENS } from "../gatherers/site/bot-tokens";
import type { SiteArtifacts } from "../gatherers/site/types";
import { scoreCategories, scoreOverall } from "../scoring/score-categories";
import { scoreAiReadiness, scoreSearchEngines } from "../scoring/score-engines";
import { toPoints } from "../scoring/weighted-mean";
import { buildTasks } from "../tasks/build-tasks";
import { compareStrings } from "./compare-strings";
import type { CollectedPages } from "./create-page-processor";
import { listLinkSources } from "./list-link-sources";

interface Input {
  site: SiteArtifacts;
  tally: PageAuditTally;
  collected: CollectedPages;
  outcome: CrawlOutcome;
  startedAt: Date;
  durations: { crawlMs: number; speedMs: number; siteAuditsMs: number; totalMs: number };
}

/** Site audits, scores, tasks and the bounded per-page list, as one serialisable ScanResult. */
export function assembleScanResult({
  site,
  tally,
  collected,
  outcome,
  startedAt,
  durations,
}: Input): ScanResult {
  const pageOutcomes = tally.outcomes();
  const audits: AuditResult[] = AUDITS.map((audit) =>
    toAuditResult(
      audit,
      audit.scope === "page"
        ? (pageOutcomes.get(audit.meta.id) ?? { score: null, error: null })
        : runSiteAudit(audit, site),
    ),
  ).sort((a, b) => compareStrings(a.id, b.id));
  const categories = scoreCategories(audits);
  const startUrl = site.startPage?.finalUrl ?? site.startUrl;
  const aiBotAccess = BOT_TOKENS.map((bot) => ({
    token: bot.token,
    purpose: bot.purpose,
    allowed: site.robots.isAllowed(startUrl, bot.token),
    engines: bot.engines,
  }));
  const llmsAudit = audits.find((audit) => audit.id === "llms-txt");
  const linkedFrom = listLinkSources(site.links, MAX_LINK_SOURCES);
  return {
    version: 1,
    url: site.startUrl,
    finalUrl: startUrl,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    crawl: {
      pagesCrawled: outcome.pagesCrawled,
      errors: site.pages.filter(
        (page) => (page.errorCode !== null && !page.blockedByRobots) || page.status >= 400,
      ).length,
      stoppedBecause: outcome.stoppedBecause,
      outOfScope: outcome.outOfScope,
      rendering: {
        pages: site.rendering.attempts.map((attempt) => ({ ...attempt })),
        skipped: site.rendering.skipped,
        unavailable: site.rendering.unavailable,
      },
      durations: roundAll(durations),
    },
    scores: {
      overall: scoreOverall(categories),
      categories: Object.fromEntries(
        Object.entries(categories).map(([id, score]) => [id, toPoints(score)]),
      ) as ScanResult["scores"]["categories"],
      engines: scoreSearchEngines(audits),
      aiReadiness: scoreAiReadiness(audits, aiBotAccess),
    },
    audits,
    pages: site.pages.slice(0, MAX_PAGES_IN_RESULT).map((page): PageResult => {
      // A page that was not fetched or answered 4xx/5xx has nothing of its own to score (its status is a site finding).
      const unscored = pageUnscoredReason({ status: page.status, error: page.errorCode }) !== null;
      const scored = unscored ? undefined : collected.pageScores.get(page.url);
      return {
        url: page.url,
        finalUrl: page.finalUrl,
        status: page.status,
        depth: page.clickDepth ?? page.depth,
        inSitemap: site.sitemapUrls.has(page.url),
        noindex: page.noindex,
        title: page.title,
        metaDescription: page.description,
        score: toPoints(scored?.score ?? null),
        failingAudits: [...(scored?.failing ?? [])].sort(),
        redirectTarget: page.redirected ? page.finalUrl : null,
        error: page.errorCode,
        linkedFrom: linkedFrom.get(page.url) ?? [],
      };
    }),
    pagesTruncated: site.pages.length > MAX_PAGES_IN_RESULT,
    depthBuckets: countDepthBuckets(site),
    aiBotAccess,
    llmsTxt: {
      status: site.llmsTxt.status,
      present: site.llmsTxt.status === 200,
      valid: llmsAudit?.score === 1,
      links: site.llmsTxt.body.match(/\[[^\]]+\]\([^)]+\)/g)?.length ?? 0,
    },
    speed: site.speed,
    tasks: buildTasks(audits, categories, site),
    content: summarizeContent(site.pages),
  };
}

/** Click depth of HTML pages links reach; the home page (0 clicks) counts with 1–2, sitemap-only pages not at all. */
function countDepthBuckets(site: SiteArtifacts): ScanResult["depthBuckets"] {
  const buckets = { "1-2": 0, "3-4": 0, "5+": 0 };
  for (const page of site.pages) {
    if (!page.isHtml || page.status !== 200 || page.clickDepth === null) continue;
    buckets[page.clickDepth <= 2 ? "1-2" : page.clickDepth <= 4 ? "3-4" : "5+"]++;
  }
  return buckets;
}

const MAX_LINK_SOURCES = 10;

function roundAll<T extends Record<string, number>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Math.round(value)])) as T;
}
