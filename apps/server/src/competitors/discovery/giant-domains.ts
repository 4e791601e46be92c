import { getDomainWithoutSuffix } from "tldts";

/**
 * Sites that rank for everything and compete with no one: encyclopaedias, marketplaces, social
 * networks, search engines. Matched by name without the suffix, so amazon.com.tr and amazon.de go too.
 */
const GIANTS = new Set([
  "wikipedia",
  "wikimedia",
  "youtube",
  "facebook",
  "instagram",
  "twitter",
  "x",
  "linkedin",
  "pinterest",
  "reddit",
  "quora",
  "tiktok",
  "amazon",
  "ebay",
  "aliexpress",
  "alibaba",
  "etsy",
  "google",
  "bing",
  "yandex",
  "yahoo",
  "apple",
  "microsoft",
  "medium",
  "hepsiburada",
  "trendyol",
  "n11",
  "sahibinden",
  "eksisozluk",
]);

export function isGiantDomain(domain: string): boolean {
  return GIANTS.has(getDomainWithoutSuffix(domain) ?? domain);
}
