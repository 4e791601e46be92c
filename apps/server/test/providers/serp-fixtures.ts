import type { SerpQuery } from "../../src/providers/serp/types";

export const QUERY: SerpQuery = {
  keyword: "seo aracı",
  engine: "google",
  country: "tr",
  language: "tr",
  device: "desktop",
  depth: 100,
  targetDomain: "acme.com.tr",
};

/** Result number n (1-based) of the full result list; the site is at `sitePosition` when given. */
export function organicUrl(n: number, sitePosition?: number): string {
  return n === sitePosition ? "https://blog.acme.com.tr/seo-araci" : `https://rakip${n}.example.com/sayfa`;
}
