import { z } from "zod";

/** API contracts of backlink analysis (issue 15): known links verified by us, and provider data. */

export const BACKLINK_STATUSES = ["active", "broken", "redirect", "unknown"] as const;
/** `pending`: imported, not checked yet. */
export const knownBacklinkStatusSchema = z.enum(["pending", ...BACKLINK_STATUSES]);
export const backlinkTypeSchema = z.enum(["dofollow", "nofollow", "ugc", "sponsored", "image", "redirect"]);
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
