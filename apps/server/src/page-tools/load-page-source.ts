import { createFetcher, defaultCrawlOptions, type HtmlFacts, parseHtmlFacts } from "@sitelens/engine";
import { guessLanguage, type PageSource, type TextLanguage } from "@sitelens/shared";
import { scanOptionsFromEnv } from "../analysis/scan-options-from-env";
import type { Database } from "../db/database";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";
import { findOwnedSite } from "../sites/find-owned-site";
import type { SiteRow } from "../sites/site-to-api";
import { resolvePageUrl } from "./resolve-page-url";

export interface LoadedPage {
  site: SiteRow;
  source: PageSource;
  facts: HtmlFacts;
}

function pageLanguage(facts: HtmlFacts): TextLanguage {
  const declared = facts.htmlLang?.toLowerCase().slice(0, 2);
  if (declared === "tr" || declared === "en") return declared;
  return guessLanguage(`${facts.titles[0] ?? ""} ${facts.mainText}`);
}

/**
 * One of the user's pages, fetched now through the SSRF-guarded fetcher and parsed by the engine's
 * own HTML gatherer, so the tools read the page exactly as the analysis does.
 */
export async function loadPageSource(
  context: { database: Database; env: Env },
  userId: string,
  siteId: string,
  pageUrl: string | undefined,
): Promise<LoadedPage> {
  const site = await findOwnedSite(context.database, userId, siteId);
  const url = resolvePageUrl(site.url, pageUrl);
  const fetcher = createFetcher({
    ...defaultCrawlOptions,
    ...scanOptionsFromEnv(context.env),
    timeoutMs: 15_000,
  });
  try {
    const response = await fetcher.fetch(url, { maxBodyBytes: 3 * 1024 * 1024 });
    const isHtml = response.contentType === null || response.contentType.includes("html");
    if (response.error || response.status !== 200 || !response.body || !isHtml)
      throw new AppError("page_fetch_failed", undefined, {
        status: response.status,
        reason: response.error?.code ?? (isHtml ? null : "not_html"),
      });
    const facts = parseHtmlFacts(response.body, response.finalUrl);
    return {
      site,
      facts,
      source: {
        url: response.finalUrl,
        language: pageLanguage(facts),
        title: facts.titles[0] ?? null,
        metaDescription: facts.metaDescriptions[0] ?? null,
        h1: facts.headings.find((heading) => heading.level === 1)?.text ?? null,
        wordCount: facts.wordCount,
      },
    };
  } finally {
    await fetcher.close();
  }
}
