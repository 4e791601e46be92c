import type { Evidence } from "@/features/marketing/components/evidence-section";
import type { EvidenceText } from "./content-types";
import { SOURCES } from "./evidence-sources";

const GEO = "Aggarwal et al., GEO: Generative Engine Optimization (KDD 2024)";
const STARTER = "SEO Starter Guide";
const GOOGLE = "Google Search Central";

const geoEvidenceFigure: Evidence["figure"] = {
  value: "30–40%",
  text: "In the GEO study, adding citations, quotations and statistics raised a page's visibility in generative engine answers by 30–40% on the study's position-adjusted word count measure.",
  source: GEO,
  url: SOURCES.geo,
};
const geoRankFigure: Evidence["figure"] = {
  value: "+115.1%",
  text: "In the GEO study, citing sources raised the visibility in AI answers of pages ranked fifth in search by 115.1%, while pages ranked first lost 30.3% on average.",
  source: GEO,
  url: SOURCES.geo,
};
const geoUpTo40: Evidence["figure"] = {
  value: "40%",
  text: "The GEO study found that optimising content for generative engines can raise its visibility in their answers by up to 40%.",
  source: GEO,
  url: SOURCES.geo,
};
const titleFigure = (text: string): Evidence["figure"] => ({
  value: "87%",
  text,
  source: "Google Search Central blog, September 2021",
  url: SOURCES.titles2021,
});
const newQueries = (text: string): Evidence["figure"] => ({
  value: "15%",
  text,
  source: "Google, Understanding searches better than ever before (2019)",
  url: SOURCES.newQueries,
});
const starterQuote = (text: string): Evidence["quote"] => ({
  text,
  author: GOOGLE,
  source: STARTER,
  url: SOURCES.starterGuide,
});

export const evidenceEn: EvidenceText = {
  title: "What the research says",
  figureLabel: "In numbers",
  quoteLabel: "In their words",
  sourceLabel: "Source",
  translated: null,
  index: {
    figure: geoEvidenceFigure,
    quote: starterQuote(
      "Creating content that people find compelling and useful will likely influence your website's presence in search results more than any of the other suggestions in this guide.",
    ),
  },
  features: {
    "multi-platform": {
      figure: geoRankFigure,
      quote: {
        text: "OAI-SearchBot is used to link to and surface websites in search results in ChatGPT's search features.",
        author: "OpenAI",
        source: "Overview of OpenAI Crawlers",
        url: SOURCES.openAiBots,
      },
    },
    "aio-optimization": {
      figure: geoUpTo40,
      quote: {
        text: "Context windows are too small to handle most websites in their entirety, and converting HTML pages with complex navigation, ads, Javascript, etc into LLM-friendly plain text documents is difficult and imprecise.",
        author: "Jeremy Howard",
        source: "The /llms.txt file proposal (2024)",
        url: SOURCES.llmsTxt,
      },
    },
    "mobile-optimization": {
      figure: {
        value: "10%",
        text: "The BBC found it lost an additional 10% of users for every additional second its site took to load.",
        source: "web.dev, Why speed matters",
        url: SOURCES.whySpeedMatters,
      },
      quote: {
        text: "Google uses the mobile version of a site's content, crawled with the smartphone agent, for indexing and ranking. This is called mobile-first indexing.",
        author: GOOGLE,
        source: "Mobile site and mobile-first indexing best practices",
        url: SOURCES.mobileFirst,
      },
    },
    "ai-recommendations": {
      figure: {
        value: "+35%",
        text: "The Food Network converted 80% of its pages to enable search features and saw a 35% increase in visits, one of the structured data case studies Google publishes.",
        source: "Google Search Central, Introduction to structured data",
        url: SOURCES.structuredData,
      },
      quote: {
        text: "Appropriate use of AI or automation is not against our guidelines.",
        author: GOOGLE,
        source: "Google Search's guidance about AI-generated content (2023)",
        url: SOURCES.aiContent,
      },
    },
    "detailed-reporting": {
      figure: {
        value: "30%",
        text: "Lighthouse weighs Total Blocking Time at 30% of its performance score, Largest Contentful Paint and Cumulative Layout Shift at 25% each, and First Contentful Paint and Speed Index at 10% each.",
        source: "Chrome for Developers, Lighthouse performance scoring",
        url: SOURCES.lighthouseScoring,
      },
      quote: {
        text: "The Performance score is a weighted average of the metric scores. Naturally, more heavily weighted metrics have a bigger effect on your overall Performance score.",
        author: "Chrome for Developers",
        source: "Lighthouse performance scoring",
        url: SOURCES.lighthouseScoring,
      },
    },
    "ai-schema-generator": {
      figure: {
        value: "+25%",
        text: "Rotten Tomatoes added structured data to 100,000 unique pages and measured a 25% higher click-through rate on them than on pages without it.",
        source: "Google Search Central, Introduction to structured data",
        url: SOURCES.structuredData,
      },
      quote: {
        text: "Google uses structured data that it finds on the web to understand the content of the page, as well as to gather information about the web and the world in general, such as information about the people, books, or companies that are included in the markup.",
        author: GOOGLE,
        source: "Introduction to structured data markup in Google Search",
        url: SOURCES.structuredData,
      },
    },
    "ai-meta-tag-generator": {
      figure: titleFigure(
        "Google shows a page's own HTML title as its title link around 87% of the time, up from around 80% before its 2021 changes; the titles it replaces include empty, half-empty, obsolete and repeated ones.",
      ),
      quote: {
        text: "Title links are critical to giving users a quick insight into the content of a result and why it's relevant to their query. It's often the primary piece of information people use to decide which result to click, so it's important to use high-quality title text on your web pages.",
        author: GOOGLE,
        source: "Influencing your title links in search results",
        url: SOURCES.titleLinks,
      },
    },
    "ai-content-editor": {
      figure: geoEvidenceFigure,
      quote: starterQuote(
        "Be sure that you're writing content that your readers will find helpful and reliable. For example, providing expert or experienced sources can help people understand your articles' expertise.",
      ),
    },
    "ai-content-creation": {
      figure: geoUpTo40,
      quote: {
        text: "Google's automated ranking systems are designed to present helpful, reliable information that's primarily created to benefit people, not to gain search engine rankings, in the top Search results.",
        author: GOOGLE,
        source: "Creating helpful, reliable, people-first content",
        url: SOURCES.helpfulContent,
      },
    },
    "content-ideas": {
      figure: newQueries(
        "Google has said that 15% of the searches it sees every day are ones it has never seen before, so there is always room for a question nobody has answered well yet.",
      ),
      quote: starterQuote(
        "Think about the words that a user might search for to find a piece of your content.",
      ),
    },
    "content-planning": {
      figure: titleFigure(
        "Google uses a page's own title around 87% of the time; one case where it does not is an obsolete title, such as last year's date left in the title element.",
      ),
      quote: starterQuote(
        "Check in on previously published content and update it as needed, or even delete it if it's not relevant anymore.",
      ),
    },
    "auto-content-distribution": {
      figure: {
        value: "50,000",
        text: "Search engines find new pages through links and sitemaps too, and a single sitemap file can list up to 50,000 URLs (or 50 MB uncompressed).",
        source: "Google Search Central, Build and submit a sitemap",
        url: SOURCES.sitemaps,
      },
      quote: starterQuote(
        "Effectively promoting your new content will lead to faster discovery by those who are interested in the same subject, and also by search engines.",
      ),
    },
    "keyword-suggestions": {
      figure: newQueries(
        "About 15% of the searches Google sees every day are new to it, Google said in 2019: a keyword list is never finished.",
      ),
      quote: starterQuote(
        "Users who know a lot about the topic might use different keywords in their search queries than someone who is new to the topic.",
      ),
    },
    "keyword-rank-checker": {
      figure: {
        value: "96.55%",
        text: "Ahrefs' 2023 study found that 96.55% of the pages in its index get no traffic from Google, so knowing whether you rank at all is the first measure.",
        source: "Ahrefs, 96.55% of Content Gets No Traffic From Google",
        url: SOURCES.searchTrafficStudy,
      },
      quote: starterQuote(
        "Setting up a Search Console account helps you monitor and optimize how your website performs on Google Search.",
      ),
    },
    "competitor-analysis": {
      figure: geoRankFigure,
      quote: starterQuote(
        "When you're writing new content, don't copy others' content in part or in its entirety: create the content yourself based on what you know about the topic. Don't just rehash what others already published.",
      ),
    },
    "backlink-analysis": {
      figure: {
        value: "259 million",
        text: "Google's 1998 prototype indexed over 259 million link anchors from a crawl of 24 million pages, using the words of each link to describe the page it points to.",
        source: "Brin and Page, The Anatomy of a Large-Scale Hypertextual Web Search Engine (1998)",
        url: SOURCES.anatomy,
      },
      quote: {
        text: "Google uses links as a signal when determining the relevancy of pages and to find new pages to crawl.",
        author: GOOGLE,
        source: "Link best practices for Google",
        url: SOURCES.links,
      },
    },
  },
};
