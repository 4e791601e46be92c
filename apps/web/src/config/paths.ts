import { ENGLISH_PREFIX, type FeatureSlug } from "@sitelens/shared/routes";
import type { Language } from "@/lib/language";

/** Site id placeholder used by tool routes when no site is selected (spec §2). */
export const NO_SITE = "default";

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function publicPath(path: string, language: Language): string {
  if (language === "tr") return path;
  return path === "/" ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`;
}

const segment = encodeURIComponent;

/** Every screen of spec §2; public builders take the language because the URL carries it. */
export const paths = {
  public: {
    home: (language: Language) => publicPath("/", language),
    features: (language: Language) => publicPath("/features", language),
    feature: (feature: FeatureSlug, language: Language) => publicPath(`/features/${feature}`, language),
    pricing: (language: Language) => publicPath("/pricing", language),
    about: (language: Language) => publicPath("/about", language),
    blog: (language: Language) => publicPath("/blog", language),
    blogPost: (slug: string, language: Language) => publicPath(`/blog/${segment(slug)}`, language),
    contact: (language: Language) => publicPath("/contact", language),
    terms: (language: Language) => publicPath("/terms", language),
    privacy: (language: Language) => publicPath("/privacy", language),
    kvkk: (language: Language) => publicPath("/kvkk", language),
  },
  auth: {
    login: (redirect?: string) => withQuery("/login", { redirect }),
    register: (email?: string) => withQuery("/register", { email }),
    pendingConfirmation: () => "/pending-confirmation",
    payment: () => "/payment",
    paymentSuccess: () => "/payment-success",
    paymentCallback: () => "/payment-callback",
  },
  app: {
    sites: (query: { add?: string; tab?: "content-planning"; site?: string } = {}) =>
      withQuery("/app", query),
    site: (id: string) => `/app/sites/${segment(id)}`,
    dashboard: () => "/dashboard",
    contentEditor: (siteId: string) => `/content-editor/${segment(siteId)}`,
    competitorAnalysis: (siteId: string = NO_SITE) => `/competitor-analysis/${segment(siteId)}`,
    backlinkAnalysis: (siteId: string = NO_SITE) => `/backlink-analysis/${segment(siteId)}`,
    metaTagGenerator: () => "/meta-tag-generator",
    schemaGenerator: () => "/schema-generator",
    contentIdeas: () => "/content-ideas",
    keywordSuggestions: () => "/keyword-suggestions",
    rankChecker: () => "/rank-checker",
    contentCreate: (query: { item?: string; site?: string } = {}) => withQuery("/content-create", query),
    accountInfo: () => "/account-info",
    billing: () => "/billing",
    settings: () => "/settings",
  },
  dev: {
    mailbox: () => "/dev/mailbox",
    crash: () => "/dev/crash",
  },
} as const;
