import { indexLinks } from "../../gatherers/site/index-links";
import type { LinkEdge, PageRecord } from "../../gatherers/site/types";
import { defineSiteAudit, type MetaInput, SEARCH_ENGINES } from "../define-audit";
import { shareOutcome } from "../outcome";

/** A source page's link targets, each with the crawled page it is (undefined when it was not crawled). */
interface SourceTargets {
  source: string;
  targets: string[];
  pages: (PageRecord | undefined)[];
}

/** Per scan: its pages, then its links (a site's artifacts hold both for as long as its audits run). */
const targetPagesOf = new WeakMap<PageRecord[], WeakMap<Iterable<LinkEdge>, SourceTargets[]>>();

/**
 * Every source with its targets' pages, in source order, looked up once per scan: the three link audits each
 * read all of them, and a map lookup per link and audit was most of their time.
 */
function targetPages(pages: PageRecord[], links: Iterable<LinkEdge>): SourceTargets[] {
  let ofPages = targetPagesOf.get(pages);
  if (!ofPages) {
    ofPages = new WeakMap();
    targetPagesOf.set(pages, ofPages);
  }
  let known = ofPages.get(links);
  if (!known) {
    const byUrl = new Map(pages.map((page) => [page.url, page]));
    const { targetsBySource } = indexLinks(links);
    known = [...targetsBySource.keys()].sort().map((source) => {
      const targets = targetsBySource.get(source) ?? [];
      return { source, targets, pages: targets.map((target) => byUrl.get(target)) };
    });
    ofPages.set(links, known);
  }
  return known;
}

/** Judges every crawled page by the internal links it gives: it passes when none of its targets is bad. */
export function defineLinkTargetAudit(
  input: Omit<MetaInput, "category" | "engines">,
  isBadTarget: (target: PageRecord) => boolean,
) {
  return defineSiteAudit(
    { ...input, category: "internalLinks", engines: SEARCH_ENGINES },
    ({ pages, links }) =>
      shareOutcome(
        targetPages(pages, links).map(({ source, targets, pages: targetPages }) => {
          let first: { target: string; status: number } | null = null;
          let count = 0;
          for (let index = 0; index < targets.length; index++) {
            const page = targetPages[index];
            if (!page || !isBadTarget(page)) continue;
            first ??= { target: targets[index] as string, status: page.status };
            count++;
          }
          return {
            url: source,
            ok: count === 0,
            detail: { url: source, target: first?.target ?? null, status: first?.status ?? null, count },
          };
        }),
      ),
  );
}
