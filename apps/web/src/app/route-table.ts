import type {
  APP_ROUTE_PATTERNS,
  AUTH_ROUTE_PATTERNS,
  DEV_ROUTE_PATTERNS,
  PUBLIC_ROUTE_PATTERNS,
} from "@sitelens/shared/routes";
import type { ScreenKey } from "@/locales";

type Screens<Patterns extends readonly string[]> = Record<Patterns[number], ScreenKey>;

/** Which screen each route of spec §2 shows; typed against the shared route list so none is missed. */
export const publicScreens: Omit<Screens<typeof PUBLIC_ROUTE_PATTERNS>, "/"> = {
  "/features": "features",
  "/features/:feature": "feature",
  "/pricing": "pricing",
  "/about": "about",
  "/blog": "blog",
  "/blog/:slug": "blogPost",
  "/contact": "contact",
  "/terms": "terms",
  "/privacy": "privacy",
  "/kvkk": "kvkk",
};

export const authScreens: Screens<typeof AUTH_ROUTE_PATTERNS> = {
  "/login": "login",
  "/register": "register",
  "/pending-confirmation": "pendingConfirmation",
  "/payment": "payment",
  "/payment-success": "paymentSuccess",
  "/payment-callback": "paymentCallback",
};

export const appScreens: Screens<typeof APP_ROUTE_PATTERNS> = {
  "/app": "sites",
  "/app/sites/:id": "siteDetail",
  "/dashboard": "dashboard",
  "/content-editor/:siteId": "contentEditor",
  "/competitor-analysis/:siteId": "competitorAnalysis",
  "/backlink-analysis/:siteId": "backlinkAnalysis",
  "/meta-tag-generator": "metaTagGenerator",
  "/schema-generator": "schemaGenerator",
  "/content-ideas": "contentIdeas",
  "/keyword-suggestions": "keywordSuggestions",
  "/rank-checker": "rankChecker",
  "/content-create": "contentCreate",
  "/account-info": "accountInfo",
  "/billing": "billing",
  "/settings": "settings",
};

export const devScreens: Screens<typeof DEV_ROUTE_PATTERNS> = {
  "/dev/mailbox": "mailbox",
};
