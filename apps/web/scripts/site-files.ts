import { APP_ROUTE_PATTERNS, AUTH_ROUTE_PATTERNS } from "@sitelens/shared/routes";
import type { PrerenderData } from "./prerender-data";
import type { PublicPage } from "./public-pages";

/** First path segments of screens behind sign-in or of account flows (login, register): nothing to index. */
const PRIVATE_PREFIXES = [
  ...new Set([...APP_ROUTE_PATTERNS, ...AUTH_ROUTE_PATTERNS].map((pattern) => `/${pattern.split("/")[1]}`)),
  "/api/",
  "/dev/",
];

/** AI crawlers that fetch pages to answer users (not to train models) are welcome by name. */
const AI_SEARCH_AGENTS = [
  "OAI-SearchBot",
  "ChatGPT-User",
  "PerplexityBot",
  "Perplexity-User",
  "Claude-SearchBot",
  "Claude-User",
];

export function buildRobotsTxt(origin: string): string {
  const disallow = PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return [
    "# Sitelens: public pages are open to search engines and AI answer engines.",
    "User-agent: *",
    "Allow: /",
    ...disallow,
    "",
    ...AI_SEARCH_AGENTS.map((agent) => `User-agent: ${agent}`),
    "Allow: /",
    ...disallow,
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function buildSitemap(origin: string, pages: PublicPage[], buildDate: string): string {
  const link = (language: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${language}" href="${origin}${path}"/>`;
  const urls = pages.map((page) => {
    const alternates = [
      ...(page.alternates.tr ? [link("tr", page.alternates.tr), link("x-default", page.alternates.tr)] : []),
      ...(page.alternates.en ? [link("en", page.alternates.en)] : []),
    ];
    return [
      "  <url>",
      `    <loc>${origin}${page.path}</loc>`,
      `    <lastmod>${(page.lastModified ?? buildDate).slice(0, 10)}</lastmod>`,
      ...alternates,
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** llms.txt per https://llmstxt.org: H1, summary blockquote, details, H2 link lists, then Optional. */
export function buildLlmsTxt(origin: string, data: PrerenderData, auditCount: number): string {
  const plans = data.plans.plans
    .map(
      (plan) =>
        `${plan.title.en} $${plan.price}/month (${plan.siteLimit === -1 ? "unlimited" : plan.siteLimit} site${plan.siteLimit === 1 ? "" : "s"})`,
    )
    .join(", ");
  const posts = (language: "tr" | "en") =>
    data
      .blogList(language)
      .posts.map(
        (post) =>
          `- [${post.title}](${origin}${language === "en" ? "/en" : ""}/blog/${post.slug}): ${post.description}`,
      );
  return [
    "# Sitelens",
    "",
    `> Sitelens audits websites for search engines (Google, Bing, Yandex) and AI answer engines (ChatGPT, Gemini, Grok): it crawls a site, runs ${auditCount} checks, scores each engine separately and turns every failure into a prioritised task with an AI-written fix. The interface is in Turkish and English.`,
    "",
    `Plans: ${plans}. New accounts get a free trial with no card.`,
    "",
    "## Product",
    `- [Features](${origin}/en/features): every tool with an explanation`,
    `- [AIO optimisation](${origin}/en/features/aio-optimization): how visibility in AI answers is measured`,
    `- [Pricing](${origin}/en/pricing): plans, limits and the free trial`,
    `- [About](${origin}/en/about): who builds Sitelens and why`,
    `- [Contact](${origin}/en/contact): support hours and the contact form`,
    "",
    "## Guides",
    ...posts("en"),
    "",
    "## Policies",
    `- [Terms of Service](${origin}/en/terms)`,
    `- [Privacy Policy](${origin}/en/privacy)`,
    `- [KVKK notice](${origin}/en/kvkk): Turkish personal data protection notice`,
    "",
    "## Optional",
    `- [Türkçe ana sayfa](${origin}/): the same site in Turkish`,
    ...posts("tr"),
    "",
  ].join("\n");
}
