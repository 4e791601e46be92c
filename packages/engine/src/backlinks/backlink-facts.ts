/**
 * Off-page facts the caller measured outside the crawl and hands to a scan: its own verification
 * of known links, or a provider's counts. The engine never fetches them itself and never guesses.
 */
export interface BacklinkFacts {
  /** Where the counts come from: links we verified ourselves, or a provider's index. */
  source: "verified" | "dataforseo" | "moz";
  /** Links found on their source pages (verified) or live in the provider's index. */
  activeLinks: number;
  /** Of those, links without nofollow, ugc or sponsored. */
  followedLinks: number;
  /** Links that were there and are gone. */
  lostLinks: number;
  referringDomains: number;
  /** The site's authority on a named scale (Open PageRank 0–10, Moz DA 0–100…), when known. */
  authority: { value: number; max: number; scale: string } | null;
}
