/**
 * Where the figures and quotations on the feature pages come from, one address per source so
 * the Turkish and English pages cite the same documents. Each was checked against its text.
 */
export const SOURCES = {
  geo: "https://arxiv.org/abs/2311.09735",
  openAiBots: "https://platform.openai.com/docs/bots",
  llmsTxt: "https://llmstxt.org/",
  whySpeedMatters: "https://web.dev/learn/performance/why-speed-matters",
  mobileFirst:
    "https://developers.google.com/search/docs/crawling-indexing/mobile/mobile-sites-mobile-first-indexing",
  structuredData:
    "https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data",
  aiContent: "https://developers.google.com/search/blog/2023/02/google-search-and-ai-content",
  lighthouseScoring: "https://developer.chrome.com/docs/lighthouse/performance/performance-scoring",
  titles2021: "https://developers.google.com/search/blog/2021/09/more-info-about-titles",
  titleLinks: "https://developers.google.com/search/docs/appearance/title-link",
  starterGuide: "https://developers.google.com/search/docs/fundamentals/seo-starter-guide",
  helpfulContent: "https://developers.google.com/search/docs/fundamentals/creating-helpful-content",
  newQueries: "https://blog.google/products/search/search-language-understanding-bert/",
  sitemaps: "https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap",
  searchTrafficStudy: "https://ahrefs.com/blog/search-traffic-study/",
  anatomy: "https://infolab.stanford.edu/~backrub/google.html",
  links: "https://developers.google.com/search/docs/crawling-indexing/links-crawlable",
} as const;
