import type { PageRecord } from "../../gatherers/site/types";
import { defineSiteAudit, type MetaInput, SEARCH_ENGINES } from "../define-audit";
import { shareOutcome } from "../outcome";

/** Judges every crawled page by the internal links it gives: it passes when none of its targets is bad. */
export function defineLinkTargetAudit(
  input: Omit<MetaInput, "category" | "engines">,
  isBadTarget: (target: PageRecord) => boolean,
) {
  return defineSiteAudit(
    { ...input, category: "internalLinks", engines: SEARCH_ENGINES },
    ({ pages, links }) => {
      const byUrl = new Map(pages.map((page) => [page.url, page]));
      const badBySource = new Map<string, { target: string; status: number }[]>();
      const sources = new Set<string>();
      for (const link of links) {
        sources.add(link.source);
        const target = byUrl.get(link.target);
        if (target && isBadTarget(target)) {
          const bad = badBySource.get(link.source) ?? [];
          bad.push({ target: link.target, status: target.status });
          badBySource.set(link.source, bad);
        }
      }
      return shareOutcome(
        [...sources].sort().map((source) => {
          const bad = badBySource.get(source) ?? [];
          const first = bad[0];
          return {
            url: source,
            ok: bad.length === 0,
            detail: {
              url: source,
              target: first?.target ?? null,
              status: first?.status ?? null,
              count: bad.length,
            },
          };
        }),
      );
    },
  );
}
