/**
 * Every route of the product (spec §2), shared by the SPA router and the server,
 * which needs them to answer unknown paths with a real 404 instead of the SPA shell.
 */

export const FEATURE_SLUGS = [
  "ai-content-editor",
  "multi-platform",
  "aio-optimization",
  "mobile-optimization",
  "ai-schema-generator",
  "ai-meta-tag-generator",
  "keyword-rank-checker",
  "backlink-analysis",
  "competitor-analysis",
  "content-ideas",
  "keyword-suggestions",
  "content-planning",
  "ai-content-creation",
  "auto-content-distribution",
  "ai-recommendations",
  "detailed-reporting",
] as const;
export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

/** Public pages exist in Turkish at the root and in English under /en (hreflang alternates). */
export const PUBLIC_ROUTE_PATTERNS = [
  "/",
  "/features",
  "/features/:feature",
  "/pricing",
  "/about",
  "/blog",
  "/blog/:slug",
  "/contact",
  "/terms",
  "/privacy",
  "/kvkk",
] as const;

export const AUTH_ROUTE_PATTERNS = [
  "/login",
  "/register",
  "/pending-confirmation",
  "/payment",
  "/payment-success",
  "/payment-callback",
] as const;

export const APP_ROUTE_PATTERNS = [
  "/app",
  "/app/sites/:id",
  "/dashboard",
  "/content-editor/:siteId",
  "/competitor-analysis/:siteId",
  "/backlink-analysis/:siteId",
  "/meta-tag-generator",
  "/schema-generator",
  "/content-ideas",
  "/keyword-suggestions",
  "/rank-checker",
  "/content-create",
  "/account-info",
  "/billing",
  "/settings",
] as const;

/** Development-only screens (absent when NODE_ENV=production). */
export const DEV_ROUTE_PATTERNS = ["/dev/mailbox"] as const;

export const ENGLISH_PREFIX = "/en";

/** First path segments on which the footer is hidden and the tool bar shown (spec §9). */
export const TOOL_ROUTE_PREFIXES = [
  "app",
  "content-editor",
  "competitor-analysis",
  "meta-tag-generator",
  "schema-generator",
  "content-ideas",
  "keyword-suggestions",
  "rank-checker",
  "backlink-analysis",
  "content-agent",
] as const;

export function isToolRoute(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  return (TOOL_ROUTE_PREFIXES as readonly string[]).includes(first);
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source === "" ? "/" : source}/?$`);
}

const knownRoutes = [
  ...PUBLIC_ROUTE_PATTERNS,
  ...PUBLIC_ROUTE_PATTERNS.map((p) => (p === "/" ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${p}`)),
  ...AUTH_ROUTE_PATTERNS,
  ...APP_ROUTE_PATTERNS,
].map(patternToRegExp);
const devRoutes = DEV_ROUTE_PATTERNS.map(patternToRegExp);

/** True when the SPA has a screen for this path (feature and blog slugs are checked by their pages). */
export function isKnownRoute(pathname: string, options: { includeDev: boolean }): boolean {
  if (knownRoutes.some((re) => re.test(pathname))) return true;
  return options.includeDev && devRoutes.some((re) => re.test(pathname));
}

/** Public pages whose every valid slug is pre-rendered at build time: any other slug is a 404. */
const SLUG_PAGE_PATTERNS = ["/features/:feature", "/blog/:slug"].flatMap((p) => [p, `${ENGLISH_PREFIX}${p}`]);
const slugPages = SLUG_PAGE_PATTERNS.map(patternToRegExp);

export function isSlugPage(pathname: string): boolean {
  return slugPages.some((re) => re.test(pathname));
}
