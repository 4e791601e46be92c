import type { PageRecord } from "../gatherers/site/types";
import { compareStrings } from "./compare-strings";

/**
 * The start page plus a few representative pages for Lighthouse: the shallowest page of each
 * distinct folder (/blog/…, /urunler/…), since pages of one folder share a template. Pages at the
 * root (/hakkimizda, /about.html) share the start page's folder, so a flat site is measured once.
 */
export function pickSpeedPages(startUrl: string, records: PageRecord[], count: number): string[] {
  const picked = [startUrl];
  const sections = new Set([firstSegment(startUrl)]);
  const candidates = records
    .filter((page) => page.isHtml && page.status === 200 && !page.redirected && !page.noindex)
    .sort((a, b) => (a.clickDepth ?? a.depth) - (b.clickDepth ?? b.depth) || compareStrings(a.url, b.url));
  for (const page of candidates) {
    if (picked.length >= count) break;
    const section = firstSegment(page.finalUrl);
    if (sections.has(section)) continue;
    sections.add(section);
    picked.push(page.finalUrl);
  }
  return picked;
}

function firstSegment(url: string): string {
  const segments = new URL(url).pathname.split("/").slice(1);
  // The last segment names the page itself, not its folder.
  return segments.length > 1 ? (segments[0] ?? "") : "";
}
