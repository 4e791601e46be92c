import { aiRetrievalBotAccess } from "./ai-retrieval-bot-access";
import { aiTrainingBotPolicy } from "./ai-training-bot-policy";
import { aiUserAgentParity } from "./ai-user-agent-parity";
import { authorByline } from "./author-byline";
import { backlinkProfile } from "./backlink-profile";
import { bingNocache } from "./bing-nocache";
import { bingSiteVerification } from "./bing-site-verification";
import { bingbotAccess } from "./bingbot-access";
import { brokenInternalLinks } from "./broken-internal-links";
import { canonical } from "./canonical";
import { canonicalTarget } from "./canonical-target";
import { charset } from "./charset";
import { clickDepth } from "./click-depth";
import { contentDates } from "./content-dates";
import { contentSecurityPolicy } from "./content-security-policy";
import { contentSignal } from "./content-signal";
import { contentTypeHeader } from "./content-type-header";
import { crawlDelay } from "./crawl-delay";
import { crawlableAnchors } from "./crawlable-anchors";
import { cumulativeLayoutShiftDesktop } from "./cumulative-layout-shift-desktop";
import { cumulativeLayoutShiftMobile } from "./cumulative-layout-shift-mobile";
import { deadEndPage } from "./dead-end-page";
import { doctype } from "./doctype";
import { documentTitle } from "./document-title";
import { domSize } from "./dom-size";
import { domainAuthority } from "./domain-authority";
import { duplicateId } from "./duplicate-id";
import { duplicateMetaDescription } from "./duplicate-meta-description";
import { duplicateTitle } from "./duplicate-title";
import { exactDuplicateContent } from "./exact-duplicate-content";
import { faqStructure } from "./faq-structure";
import { favicon } from "./favicon";
import { fieldCumulativeLayoutShiftDesktop } from "./field-cumulative-layout-shift-desktop";
import { fieldCumulativeLayoutShiftMobile } from "./field-cumulative-layout-shift-mobile";
import { fieldInteractionToNextPaintDesktop } from "./field-interaction-to-next-paint-desktop";
import { fieldInteractionToNextPaintMobile } from "./field-interaction-to-next-paint-mobile";
import { fieldLargestContentfulPaintDesktop } from "./field-largest-contentful-paint-desktop";
import { fieldLargestContentfulPaintMobile } from "./field-largest-contentful-paint-mobile";
import { firstContentfulPaintDesktop } from "./first-contentful-paint-desktop";
import { firstContentfulPaintMobile } from "./first-contentful-paint-mobile";
import { fontSize } from "./font-size";
import { frameProtection } from "./frame-protection";
import { googleSiteVerification } from "./google-site-verification";
import { googlebotAccess } from "./googlebot-access";
import { h1Heading } from "./h1-heading";
import { headClosedEarly } from "./head-closed-early";
import { headingOrder } from "./heading-order";
import { hreflang } from "./hreflang";
import { hreflangReturnLinks } from "./hreflang-return-links";
import { hreflangSelfReference } from "./hreflang-self-reference";
import { hreflangXDefault } from "./hreflang-x-default";
import { hstsHeader } from "./hsts-header";
import { htmlLang } from "./html-lang";
import { httpStatusCode } from "./http-status-code";
import { httpToHttpsRedirect } from "./http-to-https-redirect";
import { imageAlt } from "./image-alt";
import { imageAltLength } from "./image-alt-length";
import { indexnowKey } from "./indexnow-key";
import { insecureFormAction } from "./insecure-form-action";
import { insecureLinks } from "./insecure-links";
import { internalNofollow } from "./internal-nofollow";
import { isCrawlable } from "./is-crawlable";
import { isHttps } from "./is-https";
import { javascriptRendering } from "./javascript-rendering";
import { largestContentfulPaintDesktop } from "./largest-contentful-paint-desktop";
import { largestContentfulPaintMobile } from "./largest-contentful-paint-mobile";
import { linkText } from "./link-text";
import { llmsTxt } from "./llms-txt";
import { localhostLinks } from "./localhost-links";
import { loremIpsum } from "./lorem-ipsum";
import { lowInlinks } from "./low-inlinks";
import { metaDescription } from "./meta-description";
import { metaDescriptionLength } from "./meta-description-length";
import { metaKeywords } from "./meta-keywords";
import { metaRefresh } from "./meta-refresh";
import { modernHttp } from "./modern-http";
import { multipleH1 } from "./multiple-h1";
import { multipleMetaDescriptions } from "./multiple-meta-descriptions";
import { multipleTitles } from "./multiple-titles";
import { nearDuplicateContent } from "./near-duplicate-content";
import { nonCanonicalLinks } from "./non-canonical-links";
import { openGraph } from "./open-graph";
import { organizationEntity } from "./organization-entity";
import { orphanPages } from "./orphan-pages";
import { pageWeight } from "./page-weight";
import { plugins } from "./plugins";
import { quotations } from "./quotations";
import { redirectChain } from "./redirect-chain";
import { redirectedInternalLinks } from "./redirected-internal-links";
import { referringDomains } from "./referring-domains";
import { renderedHeadChanges } from "./rendered-head-changes";
import { robotsMetaPlacement } from "./robots-meta-placement";
import { robotsTxt } from "./robots-txt";
import { schemaAggregateRating } from "./schema-aggregate-rating";
import { schemaArticle } from "./schema-article";
import { schemaBreadcrumbList } from "./schema-breadcrumb-list";
import { schemaEvent } from "./schema-event";
import { schemaFaqPage } from "./schema-faq-page";
import { schemaHowTo } from "./schema-how-to";
import { schemaJobPosting } from "./schema-job-posting";
import { schemaLocalBusiness } from "./schema-local-business";
import { schemaOffer } from "./schema-offer";
import { schemaOrganization } from "./schema-organization";
import { schemaPerson } from "./schema-person";
import { schemaProduct } from "./schema-product";
import { schemaRecipe } from "./schema-recipe";
import { schemaReview } from "./schema-review";
import { schemaVideoObject } from "./schema-video-object";
import { schemaWebsite } from "./schema-website";
import { serverRenderedContent } from "./server-rendered-content";
import { serverResponseTime } from "./server-response-time";
import { sitelensLinkText } from "./sitelens-link-text";
import { sitemap } from "./sitemap";
import { sitemapBlocked } from "./sitemap-blocked";
import { sitemapInRobots } from "./sitemap-in-robots";
import { sitemapNoindex } from "./sitemap-noindex";
import { sitemapNonCanonical } from "./sitemap-non-canonical";
import { sitemapUrlStatus } from "./sitemap-url-status";
import { snippetRestrictions } from "./snippet-restrictions";
import { soft404 } from "./soft-404";
import { sourceCitations } from "./source-citations";
import { speedIndexDesktop } from "./speed-index-desktop";
import { speedIndexMobile } from "./speed-index-mobile";
import { statistics } from "./statistics";
import { structuredData } from "./structured-data";
import { structuredDataContext } from "./structured-data-context";
import { structuredDataSyntax } from "./structured-data-syntax";
import { tapTargets } from "./tap-targets";
import { temporaryRedirect } from "./temporary-redirect";
import { textCompression } from "./text-compression";
import { thinContent } from "./thin-content";
import { titleLength } from "./title-length";
import { tooManyLinks } from "./too-many-links";
import { totalBlockingTimeDesktop } from "./total-blocking-time-desktop";
import { totalBlockingTimeMobile } from "./total-blocking-time-mobile";
import { twitterCard } from "./twitter-card";
import type { Audit } from "./types";
import { unknownUrlStatus } from "./unknown-url-status";
import { unsizedImages } from "./unsized-images";
import { urlLength } from "./url-length";
import { urlNonAscii } from "./url-non-ascii";
import { urlParameters } from "./url-parameters";
import { urlUnderscores } from "./url-underscores";
import { urlUppercase } from "./url-uppercase";
import { viewport } from "./viewport";
import { viewportZoom } from "./viewport-zoom";
import { xContentTypeOptions } from "./x-content-type-options";
import { yandexCleanParam } from "./yandex-clean-param";
import { yandexVerification } from "./yandex-verification";

/** Every audit the engine runs; weights for them live in config/weights.ts. */
export const AUDITS: Audit[] = [
  aiRetrievalBotAccess,
  aiTrainingBotPolicy,
  aiUserAgentParity,
  authorByline,
  backlinkProfile,
  bingNocache,
  bingSiteVerification,
  bingbotAccess,
  brokenInternalLinks,
  canonical,
  canonicalTarget,
  charset,
  clickDepth,
  contentDates,
  contentSecurityPolicy,
  contentSignal,
  contentTypeHeader,
  crawlDelay,
  crawlableAnchors,
  cumulativeLayoutShiftDesktop,
  cumulativeLayoutShiftMobile,
  deadEndPage,
  doctype,
  documentTitle,
  domSize,
  domainAuthority,
  duplicateId,
  duplicateMetaDescription,
  duplicateTitle,
  exactDuplicateContent,
  faqStructure,
  favicon,
  fieldCumulativeLayoutShiftDesktop,
  fieldCumulativeLayoutShiftMobile,
  fieldInteractionToNextPaintDesktop,
  fieldInteractionToNextPaintMobile,
  fieldLargestContentfulPaintDesktop,
  fieldLargestContentfulPaintMobile,
  firstContentfulPaintDesktop,
  firstContentfulPaintMobile,
  fontSize,
  frameProtection,
  googleSiteVerification,
  googlebotAccess,
  h1Heading,
  headingOrder,
  hreflang,
  hreflangReturnLinks,
  hreflangSelfReference,
  hreflangXDefault,
  hstsHeader,
  htmlLang,
  httpStatusCode,
  httpToHttpsRedirect,
  imageAlt,
  imageAltLength,
  indexnowKey,
  insecureFormAction,
  insecureLinks,
  internalNofollow,
  isCrawlable,
  isHttps,
  largestContentfulPaintDesktop,
  largestContentfulPaintMobile,
  linkText,
  sitelensLinkText,
  llmsTxt,
  localhostLinks,
  loremIpsum,
  lowInlinks,
  metaDescription,
  metaDescriptionLength,
  metaKeywords,
  metaRefresh,
  modernHttp,
  multipleH1,
  multipleMetaDescriptions,
  multipleTitles,
  nearDuplicateContent,
  nonCanonicalLinks,
  openGraph,
  organizationEntity,
  orphanPages,
  pageWeight,
  plugins,
  quotations,
  redirectChain,
  redirectedInternalLinks,
  referringDomains,
  renderedHeadChanges,
  robotsMetaPlacement,
  headClosedEarly,
  robotsTxt,
  unknownUrlStatus,
  schemaAggregateRating,
  schemaArticle,
  schemaBreadcrumbList,
  schemaEvent,
  schemaFaqPage,
  schemaHowTo,
  schemaJobPosting,
  schemaLocalBusiness,
  schemaOffer,
  schemaOrganization,
  schemaPerson,
  schemaProduct,
  schemaRecipe,
  schemaReview,
  schemaVideoObject,
  schemaWebsite,
  serverRenderedContent,
  javascriptRendering,
  serverResponseTime,
  sitemap,
  sitemapBlocked,
  sitemapInRobots,
  sitemapNoindex,
  sitemapNonCanonical,
  sitemapUrlStatus,
  snippetRestrictions,
  soft404,
  sourceCitations,
  speedIndexDesktop,
  speedIndexMobile,
  statistics,
  structuredData,
  structuredDataContext,
  structuredDataSyntax,
  tapTargets,
  temporaryRedirect,
  textCompression,
  thinContent,
  titleLength,
  tooManyLinks,
  totalBlockingTimeDesktop,
  totalBlockingTimeMobile,
  twitterCard,
  unsizedImages,
  urlLength,
  urlNonAscii,
  urlParameters,
  urlUnderscores,
  urlUppercase,
  viewport,
  viewportZoom,
  xContentTypeOptions,
  yandexCleanParam,
  yandexVerification,
];
