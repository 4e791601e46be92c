import { z } from "zod";

/** What the user granted: each Google product is its own scope (incremental, granular consent). */
export const GOOGLE_SERVICES = ["searchConsole", "analytics"] as const;
export type GoogleService = (typeof GOOGLE_SERVICES)[number];

export const googleConnectionSchema = z.object({
  /** False when this installation has no GOOGLE_CLIENT_ID: nothing to connect to. */
  configured: z.boolean(),
  /** expired: invalid_grant or a revoked scope; the user must reconnect. */
  status: z.enum(["not_connected", "connected", "expired"]),
  services: z.object({ searchConsole: z.boolean(), analytics: z.boolean() }),
  connectedAt: z.string().nullable(),
});
export type GoogleConnection = z.infer<typeof googleConnectionSchema>;

export const googleConnectRequestSchema = z.object({
  services: z.array(z.enum(GOOGLE_SERVICES)).min(1),
  /** The site whose tab the user returns to after Google's consent screen. */
  siteId: z.string().min(1).max(100).optional(),
  returnTab: z.enum(["searchConsole", "ga4"]).optional(),
});
export const googleConnectResponseSchema = z.object({ authorizationUrl: z.string() });

export const searchConsolePropertySchema = z.object({
  siteUrl: z.string(),
  permissionLevel: z.string(),
  kind: z.enum(["domain", "url-prefix"]),
});
export const ga4PropertySchema = z.object({
  property: z.string(),
  displayName: z.string(),
  account: z.string(),
});
export const siteGooglePropertiesSchema = z.object({
  searchConsoleSiteUrl: z.string().nullable(),
  ga4Property: z.string().nullable(),
  ga4PropertyName: z.string().nullable(),
});
export const googlePropertyChoicesSchema = z.object({
  searchConsole: z.array(searchConsolePropertySchema),
  /** The Search Console property that fits the site's URL, when one does. */
  suggestedSearchConsole: z.string().nullable(),
  analytics: z.array(ga4PropertySchema),
  suggestedAnalytics: z.string().nullable(),
  selected: siteGooglePropertiesSchema,
});
export const saveGooglePropertiesSchema = z.object({
  searchConsoleSiteUrl: z
    .string()
    .max(2048)
    .regex(/^(sc-domain:[^\s/]+|https?:\/\/\S+)$/)
    .nullable(),
  ga4Property: z
    .string()
    .regex(/^properties\/\d+$/)
    .nullable(),
  ga4PropertyName: z.string().max(300).nullable().optional(),
});

export type SearchConsoleProperty = z.infer<typeof searchConsolePropertySchema>;
export type Ga4Property = z.infer<typeof ga4PropertySchema>;
export type SiteGoogleProperties = z.infer<typeof siteGooglePropertiesSchema>;
export type GooglePropertyChoices = z.infer<typeof googlePropertyChoicesSchema>;
export type SaveGoogleProperties = z.infer<typeof saveGooglePropertiesSchema>;

export const panelRangeQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value) => [7, 30, 90, 365].includes(value))
    .default(30),
});

/** Why a panel has no fresh numbers: the tab shows it instead of a stack of errors. */
export const panelProblemSchema = z
  .enum([
    "not_configured",
    "not_connected",
    "expired",
    "scope_missing",
    "no_property",
    "permission",
    "quota",
    // The last refresh failed for another reason (Google's 5xx, an answer we could not read).
    "failed",
  ])
  .nullable();
export type PanelProblem = z.infer<typeof panelProblemSchema>;
