/**
 * What checking one known backlink found. `status` follows the product's four values: active, broken
 * (the link is gone, or the source or target answers 4xx/5xx), redirect (the link points at a
 * redirecting URL) and unknown (the source could not be read; `reason` says why).
 */
export type BacklinkStatus = "active" | "broken" | "redirect" | "unknown";

/** One summary value per link, the strongest qualifier first: a sponsored image link is "sponsored". */
export type BacklinkType = "dofollow" | "nofollow" | "ugc" | "sponsored" | "image" | "redirect";

export type BacklinkReason =
  | "link_missing"
  | "source_http_error"
  | "target_http_error"
  | "target_redirects"
  | "not_html"
  | "dns"
  | "connection"
  | "timeout"
  | "blocked_address"
  | "too_large"
  | "too_many_redirects"
  | "redirect_loop"
  | "fetch_failed";

/** Why search engines would not count the source page even when the link is there. */
export type IndexabilityIssue = "noindex" | "robots_disallowed" | "canonical_elsewhere";

export interface BacklinkCheck {
  sourceUrl: string;
  /** Where the source URL ended up after redirects. */
  finalSourceUrl: string;
  status: BacklinkStatus;
  reason: BacklinkReason | null;
  /** HTTP status of the source page (0: no answer). */
  sourceHttpStatus: number;
  link: {
    href: string;
    anchor: string;
    rel: string[];
    image: boolean;
    type: BacklinkType;
    /** Status of the linked URL, read without following redirects; null when it could not be read. */
    targetHttpStatus: number | null;
    targetLocation: string | null;
  } | null;
  /** Null when the page could not be read. */
  indexable: boolean | null;
  indexability: IndexabilityIssue[];
  /** The page's robots meta or X-Robots-Tag says nofollow: no link on it passes authority. */
  pageNofollow: boolean;
  /** How many links to the site the page has (the best one is reported). */
  linksToSite: number;
}
