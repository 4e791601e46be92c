import type { BacklinkType } from "@sitelens/shared";

/** One backlink as a provider reports it, in the product's terms (spec §3 Backlink). */
export interface ProviderBacklink {
  sourceUrl: string;
  targetUrl: string;
  anchor: string | null;
  linkType: BacklinkType;
  /** Provider's view: live links are active, lost or broken ones broken, redirecting targets redirect. */
  status: "active" | "broken" | "redirect" | "unknown";
  /** Authority of the linking domain on the provider's own scale (see `authorityScale`). */
  authority: number | null;
  traffic: number | null;
  firstSeen: string | null;
  lastSeen: string | null;
  isNew: boolean;
  isLost: boolean;
}

export interface BacklinkPage {
  items: ProviderBacklink[];
  /** Links the provider knows in total for the target (all pages). */
  total: number;
  /** Opaque: pass back for the next page; null on the last one. */
  nextCursor: string | null;
}

export interface BacklinkTotals {
  backlinks: number;
  referringDomains: number;
  /** The target's own authority on the provider's scale. */
  authority: number | null;
  newBacklinks: number | null;
  lostBacklinks: number | null;
}

export interface BacklinkListOptions {
  cursor?: string | null;
  limit: number;
  /** Live links only (default), or lost ones too. */
  include: "live" | "all" | "lost";
}

/** New and lost links in one month, as the provider's index saw them. */
export interface BacklinkHistoryPoint {
  /** First day of the month, YYYY-MM-DD. */
  month: string;
  newBacklinks: number;
  lostBacklinks: number;
  newReferringDomains: number;
  lostReferringDomains: number;
}

/** A backlink data source behind one small interface (DataForSEO Backlinks, Moz Links API). */
export interface BacklinkProvider {
  id: "dataforseo" | "moz";
  /** Named with the value: "DataForSEO rank 0–1000", "Moz DA 0–100". */
  authorityScale: string;
  listBacklinks(target: string, options: BacklinkListOptions): Promise<BacklinkPage>;
  totals(target: string): Promise<BacklinkTotals>;
  /** New and lost links per month from `from` (YYYY-MM-DD); absent where the provider keeps no history. */
  newLostHistory?(target: string, from: string, to: string): Promise<BacklinkHistoryPoint[]>;
}

/** The rel values a link carries, to the product's one link type; the strongest qualifier wins. */
export function linkTypeOf(rel: string[], image: boolean): BacklinkType {
  if (rel.includes("sponsored")) return "sponsored";
  if (rel.includes("ugc")) return "ugc";
  if (rel.includes("nofollow")) return "nofollow";
  return image ? "image" : "dofollow";
}
