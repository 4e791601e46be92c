import { z } from "zod";

/** API contracts of backlink analysis (issue 15): known links verified by us, and provider data. */

export const BACKLINK_STATUSES = ["active", "broken", "redirect", "unknown"] as const;
/** `pending`: imported, not checked yet. */
export const knownBacklinkStatusSchema = z.enum(["pending", ...BACKLINK_STATUSES]);
export const backlinkTypeSchema = z.enum(["dofollow", "nofollow", "ugc", "sponsored", "image", "redirect"]);
export type BacklinkType = z.infer<typeof backlinkTypeSchema>;
export const backlinkReasonSchema = z.enum([
  "link_missing",
  "source_http_error",
  "target_http_error",
  "target_redirects",
  "not_html",
  "dns",
  "connection",
  "timeout",
  "blocked_address",
  "too_large",
  "too_many_redirects",
  "redirect_loop",
  "fetch_failed",
]);
export const indexabilityIssueSchema = z.enum(["noindex", "robots_disallowed", "canonical_elsewhere"]);

export const knownBacklinkSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  sourceUrl: z.string(),
  finalSourceUrl: z.string().nullable(),
  status: knownBacklinkStatusSchema,
  reason: backlinkReasonSchema.nullable(),
  sourceHttpStatus: z.number().int().nullable(),
  targetUrl: z.string().nullable(),
  targetHttpStatus: z.number().int().nullable(),
  targetLocation: z.string().nullable(),
  anchor: z.string().nullable(),
  rel: z.array(z.string()),
  linkType: backlinkTypeSchema.nullable(),
  indexable: z.boolean().nullable(),
  indexability: z.array(indexabilityIssueSchema),
  pageNofollow: z.boolean(),
  /** Where the link came from: the user's import, or a provider's list it was copied from. */
  origin: z.enum(["import", "dataforseo", "moz"]),
  firstSeen: z.string().nullable(),
  lastSeen: z.string().nullable(),
  lostAt: z.string().nullable(),
  lastChecked: z.string().nullable(),
  createdAt: z.string(),
});
export type KnownBacklink = z.infer<typeof knownBacklinkSchema>;

export const backlinkSummarySchema = z.object({
  total: z.number().int(),
  byStatus: z.record(knownBacklinkStatusSchema, z.number().int()),
  byType: z.record(backlinkTypeSchema, z.number().int()),
  referringDomains: z.number().int(),
  indexable: z.number().int(),
  lostLast30Days: z.number().int(),
  topAnchors: z.array(z.object({ anchor: z.string(), links: z.number().int() })),
  lastChecked: z.string().nullable(),
});
export type BacklinkSummary = z.infer<typeof backlinkSummarySchema>;

export const knownBacklinksQuerySchema = z.object({
  status: knownBacklinkStatusSchema.optional(),
  type: backlinkTypeSchema.optional(),
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type KnownBacklinksQuery = z.infer<typeof knownBacklinksQuerySchema>;

export const knownBacklinksResponseSchema = z.object({
  links: z.array(knownBacklinkSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: backlinkSummarySchema,
});
export type KnownBacklinksResponse = z.infer<typeof knownBacklinksResponseSchema>;

/** Known links as a Search Console CSV export or one URL per line. */
export const importBacklinksRequestSchema = z.object({ text: z.string().min(1).max(500_000) });
export const importBacklinksResponseSchema = z.object({
  added: z.number().int(),
  alreadyKnown: z.number().int(),
  /** Lines that held no usable URL, or pointed at the site itself. */
  ignored: z.number().int(),
  /** Links left out because the site already holds the most we keep. */
  overLimit: z.number().int(),
});
export type ImportBacklinksResponse = z.infer<typeof importBacklinksResponseSchema>;

/** Most known links kept per site and checked per run. */
export const MAX_KNOWN_BACKLINKS = 500;

/** Backlinks of a site or a typed URL from a provider (DataForSEO Backlinks or Moz), one page at a time. */
export const providerBacklinksQuerySchema = z.object({
  siteId: z.string().max(100).optional(),
  url: z.string().max(2000).optional(),
  include: z.enum(["live", "all", "lost"]).default("live"),
  cursor: z.string().max(500).optional(),
  pageSize: z.coerce.number().int().min(10).max(100).default(50),
});
export type ProviderBacklinksQuery = z.infer<typeof providerBacklinksQuerySchema>;

export const providerBacklinkSchema = z.object({
  sourceUrl: z.string(),
  targetUrl: z.string(),
  anchor: z.string().nullable(),
  linkType: backlinkTypeSchema,
  status: z.enum(BACKLINK_STATUSES),
  /** Linking domain's authority on the provider's scale (named in `provider.authorityScale`). */
  authority: z.number().nullable(),
  /** Linking domain's Open PageRank 0–10, when that key is configured. */
  openPageRank: z.number().nullable(),
  traffic: z.number().nullable(),
  firstSeen: z.string().nullable(),
  lastSeen: z.string().nullable(),
  isNew: z.boolean(),
  isLost: z.boolean(),
});
export type ProviderBacklink = z.infer<typeof providerBacklinkSchema>;

export const providerBacklinksResponseSchema = z.object({
  /** null: no provider is configured; the known-links check still works. */
  provider: z.object({ id: z.enum(["dataforseo", "moz"]), authorityScale: z.string() }).nullable(),
  target: z.string(),
  totals: z
    .object({
      backlinks: z.number().int(),
      referringDomains: z.number().int(),
      authority: z.number().nullable(),
      openPageRank: z.number().nullable(),
    })
    .nullable(),
  items: z.array(providerBacklinkSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  /**
   * New and lost links per month over the last 12 months, on the first page; null where the
   * provider keeps no history (Moz) or on later pages.
   */
  history: z
    .array(
      z.object({
        month: z.string(),
        newBacklinks: z.number().int(),
        lostBacklinks: z.number().int(),
        newReferringDomains: z.number().int(),
        lostReferringDomains: z.number().int(),
      }),
    )
    .nullable(),
  /** Over this page: anchors and referring domains, new and lost links. */
  page: z.object({
    referringDomains: z.number().int(),
    newLinks: z.number().int(),
    lostLinks: z.number().int(),
    topAnchors: z.array(z.object({ anchor: z.string(), links: z.number().int() })),
  }),
});
export type ProviderBacklinksResponse = z.infer<typeof providerBacklinksResponseSchema>;
