import { indexLinks } from "../../gatherers/site/index-links";
import type { PageRecord } from "../../gatherers/site/types";
import { defineSiteAudit, type MetaInput, SEARCH_ENGINES } from "../define-audit";
import { shareOutcome } from "../outcome";

const byUrlOf = new WeakMap<PageRecord[], Map<string, PageRecord>>();

/** The crawled pages by URL, made once per scan for the link audits that all look targets up. */
function pagesByUrl(pages: PageRecord[]): Map<string, PageRecord> {
  let byUrl = byUrlOf.get(pages);
  if (!byUrl) {
    byUrl = new Map(pages.map((page) => [page.url, page]));
    byUrlOf.set(pages, byUrl);
  }
  return byUrl;
}

/** Judges every crawled page by the internal links it gives: it passes when none of its targets is bad. */
export function defineLinkTargetAudit(
  input: Omit<MetaInput, "category" | "engines">,
  isBadTarget: (target: PageRecord) => boolean,
) {
  return defineSiteAudit(
    { ...input, category: "internalLinks", engines: SEARCH_ENGINES },
    ({ pages, links }) => {
      const byUrl = pagesByUrl(pages);
      const { targetsBySource } = indexLinks(links);
      return shareOutcome(
        [...targetsBySource.keys()].sort().map((source) => {
          let first: { target: string; status: number } | null = null;
          let count = 0;
          for (const target of targetsBySource.get(source) ?? []) {
            const page = byUrl.get(target);
            if (!page || !isBadTarget(page)) continue;
            first ??= { target, status: page.status };
            count++;
          }
          return {
            url: source,
            ok: count === 0,
            detail: { url: source, target: first?.target ?? null, status: first?.status ?? null, count },
          };
        }),
      );
    },
  );
}
