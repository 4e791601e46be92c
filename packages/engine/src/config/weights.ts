import type { CategoryId } from "../audits/types";
import type { Engine } from "../gatherers/site/bot-tokens";

/**
 * Every weight the engine scores with, in one place (after Lighthouse's default-config.js).
 * docs/scoring.md explains each number and where it comes from.
 */

/** Overall score = weighted mean of the categories that have a score (null categories drop out). */
export const CATEGORY_WEIGHTS: Record<CategoryId, number> = {
  technical: 25,
  content: 20,
  ux: 10,
  speedMobile: 10,
  speedDesktop: 5,
  internalLinks: 10,
  aio: 10,
  offpage: 10,
};

/** Audit weights inside their category. 0 = shown but never scored (informative, field data). */
export const AUDIT_WEIGHTS: Record<string, number> = {
  // technical: crawl and index
  "is-crawlable": 10,
  "http-status-code": 5,
  "robots-txt": 3,
  canonical: 3,
  "canonical-target": 2,
  "redirect-chain": 2,
  "temporary-redirect": 1,
  "content-type-header": 1,
  "soft-404": 2,
  "unknown-url-status": 2,
  "robots-meta-placement": 1,
  "head-closed-early": 2,
  "rendered-head-changes": 2,
  "javascript-rendering": 0,
  "meta-refresh": 1,
  sitemap: 3,
  "sitemap-in-robots": 1,
  "sitemap-url-status": 2,
  "sitemap-noindex": 2,
  "sitemap-non-canonical": 1,
  "sitemap-blocked": 2,
  "exact-duplicate-content": 3,
  "near-duplicate-content": 2,
  hreflang: 1,
  "hreflang-return-links": 1,
  "hreflang-x-default": 0.5,
  "hreflang-self-reference": 0.5,
  // technical: HTTPS, security, URL hygiene, server
  "is-https": 5,
  "http-to-https-redirect": 3,
  "hsts-header": 1,
  "content-security-policy": 0.5,
  "x-content-type-options": 0.5,
  "frame-protection": 0.5,
  "insecure-form-action": 2,
  "insecure-links": 1,
  "localhost-links": 1,
  "url-underscores": 0.5,
  "url-uppercase": 0.5,
  "url-non-ascii": 0.5,
  "url-length": 0.5,
  "url-parameters": 0.5,
  "server-response-time": 3,
  "text-compression": 2,
  "page-weight": 2,
  "modern-http": 1,
  // technical: engine specifics
  "google-site-verification": 0.5,
  "bing-site-verification": 0.5,
  "yandex-verification": 0.5,
  "indexnow-key": 1,
  "yandex-clean-param": 1,
  "crawl-delay": 1,
  // content
  "document-title": 5,
  "title-length": 2,
  "multiple-titles": 1,
  "duplicate-title": 3,
  "meta-description": 3,
  "meta-description-length": 1,
  "multiple-meta-descriptions": 1,
  "duplicate-meta-description": 2,
  "h1-heading": 3,
  "multiple-h1": 1,
  "heading-order": 1,
  "thin-content": 3,
  "meta-keywords": 0.5,
  "image-alt": 3,
  "image-alt-length": 0.5,
  "link-text": 2,
  "lorem-ipsum": 2,
  "html-lang": 2,
  "open-graph": 1,
  "twitter-card": 0.5,
  "structured-data": 3,
  "structured-data-syntax": 2,
  "structured-data-context": 1,
  "schema-organization": 1,
  "schema-local-business": 1,
  "schema-product": 1,
  "schema-offer": 1,
  "schema-article": 1,
  "schema-breadcrumb-list": 1,
  "schema-faq-page": 1,
  "schema-how-to": 1,
  "schema-event": 1,
  "schema-recipe": 1,
  "schema-review": 1,
  "schema-aggregate-rating": 1,
  "schema-video-object": 1,
  "schema-website": 1,
  "schema-person": 1,
  "schema-job-posting": 1,
  // UX and mobile
  viewport: 5,
  "viewport-zoom": 2,
  "font-size": 2,
  "tap-targets": 1,
  "dom-size": 2,
  doctype: 1,
  charset: 1,
  "duplicate-id": 0.5,
  "unsized-images": 2,
  plugins: 1,
  favicon: 1,
  // speed: Lighthouse's performance weights (FCP 10, SI 10, LCP 25, TBT 30, CLS 25); field data shown, not scored
  "first-contentful-paint-mobile": 10,
  "speed-index-mobile": 10,
  "largest-contentful-paint-mobile": 25,
  "total-blocking-time-mobile": 30,
  "cumulative-layout-shift-mobile": 25,
  "first-contentful-paint-desktop": 10,
  "speed-index-desktop": 10,
  "largest-contentful-paint-desktop": 25,
  "total-blocking-time-desktop": 30,
  "cumulative-layout-shift-desktop": 25,
  "field-largest-contentful-paint-mobile": 0,
  "field-interaction-to-next-paint-mobile": 0,
  "field-cumulative-layout-shift-mobile": 0,
  "field-largest-contentful-paint-desktop": 0,
  "field-interaction-to-next-paint-desktop": 0,
  "field-cumulative-layout-shift-desktop": 0,
  // internal links
  "broken-internal-links": 5,
  "redirected-internal-links": 2,
  "non-canonical-links": 1,
  "crawlable-anchors": 3,
  "internal-nofollow": 2,
  "dead-end-page": 1,
  "too-many-links": 1,
  "click-depth": 3,
  "orphan-pages": 2,
  "low-inlinks": 1,
  // off-page (not applicable until a provider is connected)
  "backlink-profile": 2,
  "referring-domains": 1,
  "domain-authority": 1,
  // AIO
  "googlebot-access": 5,
  "bingbot-access": 5,
  "ai-retrieval-bot-access": 5,
  "ai-training-bot-policy": 0,
  "ai-user-agent-parity": 4,
  "server-rendered-content": 4,
  "organization-entity": 3,
  "author-byline": 2,
  "content-dates": 2,
  statistics: 2,
  "source-citations": 2,
  quotations: 1,
  "faq-structure": 1,
  "snippet-restrictions": 1,
  "bing-nocache": 1,
  "content-signal": 1,
  "llms-txt": 1,
};

type SearchEngine = Extract<Engine, "google" | "bing" | "yandex">;

/** Category weights per search engine: the same audits, weighted by what each engine is known to value. */
export const ENGINE_CATEGORY_WEIGHTS: Record<SearchEngine, Partial<Record<CategoryId, number>>> = {
  google: {
    technical: 25,
    content: 25,
    ux: 10,
    speedMobile: 15,
    speedDesktop: 5,
    internalLinks: 10,
    aio: 5,
    offpage: 10,
  },
  bing: {
    technical: 30,
    content: 25,
    ux: 5,
    speedMobile: 5,
    speedDesktop: 5,
    internalLinks: 10,
    aio: 5,
    offpage: 15,
  },
  yandex: {
    technical: 35,
    content: 25,
    ux: 5,
    speedMobile: 5,
    speedDesktop: 5,
    internalLinks: 10,
    offpage: 15,
  },
};

/** Multipliers on audit weights for one engine's score: checks that engine weighs more than the others. */
export const ENGINE_AUDIT_MULTIPLIERS: Record<SearchEngine, Record<string, number>> = {
  google: { "google-site-verification": 4, viewport: 2 },
  bing: { "indexnow-key": 4, "bing-site-verification": 4, "bing-nocache": 3, "meta-keywords": 2 },
  yandex: { "yandex-clean-param": 5, "crawl-delay": 4, "yandex-verification": 4, "indexnow-key": 3 },
};

type AnswerEngine = Extract<Engine, "chatgpt" | "gemini" | "grok">;

/**
 * AI visibility readiness: a weighted mean of audit scores plus robots.txt access for named crawler
 * tokens on the start page. An estimate from site signals, not measured visibility.
 */
export const AI_READINESS_WEIGHTS: Record<
  AnswerEngine,
  { audits: Record<string, number>; bots: Record<string, number> }
> = {
  chatgpt: {
    bots: { "OAI-SearchBot": 5, "ChatGPT-User": 3, Bingbot: 5 },
    audits: {
      "is-crawlable": 3,
      "http-status-code": 2,
      "ai-user-agent-parity": 3,
      "server-rendered-content": 3,
      "bing-nocache": 2,
      "structured-data": 1,
      "organization-entity": 2,
      statistics: 1,
      "source-citations": 1,
      quotations: 1,
      "faq-structure": 1,
      "content-signal": 1,
      "thin-content": 1,
      "llms-txt": 0.5,
    },
  },
  gemini: {
    bots: { Googlebot: 6 },
    audits: {
      "is-crawlable": 4,
      "http-status-code": 2,
      "snippet-restrictions": 3,
      "ai-user-agent-parity": 2,
      "structured-data": 2,
      "organization-entity": 2,
      statistics: 1,
      "source-citations": 1,
      quotations: 1,
      "faq-structure": 1,
      "content-dates": 1,
      "author-byline": 1,
      "thin-content": 1,
      "content-signal": 1,
    },
  },
  grok: {
    bots: {},
    audits: {
      "http-status-code": 3,
      "ai-user-agent-parity": 4,
      "server-rendered-content": 4,
      "is-crawlable": 2,
      "open-graph": 1,
      "twitter-card": 1,
      "organization-entity": 2,
      statistics: 1,
      "source-citations": 1,
      quotations: 1,
      "content-dates": 1,
      "thin-content": 1,
      "content-signal": 1,
      "llms-txt": 0.5,
    },
  },
};

/** Task priority from the overall points a fix would gain. */
export const TASK_PRIORITY_THRESHOLDS = { high: 1.5, medium: 0.4 };

/** The result lists at most this many pages (sorted by URL); audits still count every page. */
export const MAX_PAGES_IN_RESULT = 500;
