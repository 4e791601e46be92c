import { findMatch } from "./match-domain";
import type { SerpOrganicResult, SerpQuery, SerpResult } from "./types";

export interface SerpPage {
  /** Organic results of this page in order; positions are assigned here, across pages. */
  organic: { url: string; title: string; absolutePosition?: number | null }[];
  features: string[];
  questions: string[];
}

const PAGE_SIZE = 10;

/**
 * Top-N for providers that return 10 results a page (Google stopped honouring num=100 in Sept 2025):
 * fetch page after page until depth is covered, a page comes back empty, or the target domain shows up.
 */
export async function pageThrough(
  query: SerpQuery,
  fetchPage: (pageIndex: number) => Promise<SerpPage>,
): Promise<SerpResult> {
  const organic: SerpOrganicResult[] = [];
  const features = new Set<string>();
  const questions = new Set<string>();
  const seen = new Set<string>();
  let requests = 0;
  for (let pageIndex = 0; organic.length < query.depth; pageIndex++) {
    if (pageIndex >= Math.ceil(query.depth / PAGE_SIZE)) break;
    const page = await fetchPage(pageIndex);
    requests += 1;
    for (const feature of page.features) features.add(feature);
    for (const question of page.questions) questions.add(question);
    const fresh = page.organic.filter((result) => !seen.has(result.url));
    for (const result of fresh) {
      if (organic.length >= query.depth) break;
      seen.add(result.url);
      organic.push({
        position: organic.length + 1,
        absolutePosition: result.absolutePosition ?? null,
        url: result.url,
        title: result.title,
      });
    }
    if (fresh.length === 0 || findMatch(organic, query.targetDomain)) break;
  }
  return {
    organic,
    match: findMatch(organic, query.targetDomain),
    features: [...features],
    questions: [...questions],
    requests,
  };
}
