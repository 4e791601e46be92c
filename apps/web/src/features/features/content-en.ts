import type { FeatureSlug } from "@sitelens/shared/routes";
import type { FeaturesText } from "./content-types";
import { evidenceEn } from "./evidence-en";

const features: Record<FeatureSlug, FeaturesText["features"][FeatureSlug]> = {
  "multi-platform": {
    name: "Six engines, one report",
    summary: "Separate scores for Google, Bing and Yandex and for ChatGPT, Gemini and Grok.",
    intro:
      "Search engines and AI assistants read your site differently. Bing feeds ChatGPT's search, Google feeds Gemini, and Yandex has its own rules. One overall number hides which of them is missing you, so Sitelens scores each engine on the checks that matter to it.",
    points: [
      "An overall SEO score plus one score per search engine and AI assistant.",
      "Each check is tagged with the engines it affects, so a fix shows where it helps.",
      "The previous score is kept, so every analysis shows what changed.",
      "Category scores for technical SEO, content, UX and mobile, speed, internal links and AIO.",
    ],
    detail:
      "Engine scores are weighted averages of the checks that engine depends on. A robots.txt rule that blocks OAI-SearchBot lowers ChatGPT's score but not Yandex's; a missing Yandex verification does the opposite.",
  },
  "aio-optimization": {
    name: "AIO: visibility in AI answers",
    summary: "Find out whether ChatGPT, Gemini and Grok can fetch, understand and quote your pages.",
    intro:
      "AI answer engines cite pages they can fetch and read quickly. Sitelens checks the signals they depend on: crawler access by name, content that is present without JavaScript, structured data, llms.txt and quotable passages.",
    points: [
      "robots.txt rules for AI retrieval and training bots, checked per user agent.",
      "A fetch as each AI agent to confirm it gets the same page a browser does.",
      "JSON-LD for organisation, articles and FAQs, and an llms.txt format check.",
      "Content signals such as dates, authors and question-led headings.",
    ],
    detail:
      "The AIO score is part of every analysis, including the free plan. Failing checks become tasks, for example 'allow OAI-SearchBot in robots.txt' with the exact lines to add.",
  },
  "mobile-optimization": {
    name: "Mobile and page speed",
    summary: "Lighthouse on mobile and desktop plus Core Web Vitals from real users when available.",
    intro:
      "Most visits are on phones and Google indexes the mobile version of your pages. Sitelens runs Lighthouse for mobile and desktop, reads Chrome field data when Google has it, and checks viewport, tap targets and font sizes.",
    points: [
      "LCP, INP and CLS with Google's good and poor thresholds.",
      "Lab and field numbers side by side, so you know whether a fix reached users.",
      "Mobile-specific checks: viewport, legible text, tap target spacing.",
      "Each slow metric becomes a task naming the likely cause.",
    ],
    detail:
      "Speed scores appear as separate mobile and desktop categories in your report, so a fast desktop site cannot hide a slow phone experience.",
  },
  "ai-recommendations": {
    name: "AI fix suggestions",
    summary: "Every task comes with a suggested fix written for your page.",
    intro:
      "Knowing that 'the meta description is too short' is only half the work. For each task, Sitelens can ask an AI model for a concrete fix based on your page's own content: a rewritten title, the robots.txt lines to add, or the JSON-LD block to paste.",
    points: [
      "Suggestions use the page's text, so they fit your content.",
      "High and medium priority recommendations can be turned into tasks.",
      "Tasks move between pending and done; finished work is kept.",
      "Suggestions respect the recommended lengths: titles 50–60, descriptions 150–160 characters.",
    ],
    detail:
      "AI suggestions are part of the paid plans and the trial. Always review a suggestion before publishing it; you stay in control of what goes live.",
  },
  "detailed-reporting": {
    name: "Detailed reports and PDF",
    summary: "Every check with its result, evidence and fix, and a PDF to share.",
    intro:
      "A score is useful only if you can see why. Each report lists every check with what was found, on which pages, and how to fix it. The pages table shows the SEO state of each crawled URL, with sitemap detection.",
    points: [
      "Results grouped by category with pass, fail and not-applicable states.",
      "Evidence per check: the URLs, tags or headers involved.",
      "A pages table with titles, descriptions and per-page scores.",
      "A PDF report with Turkish characters rendered correctly, ready for clients.",
    ],
    detail:
      "Reports are kept per analysis, so you can compare before and after a release and show progress to clients or managers.",
  },
  "ai-schema-generator": {
    name: "AI schema generator",
    summary: "Generate valid JSON-LD for your page in seconds.",
    intro:
      "Structured data earns rich results and gives AI engines clean facts, but writing JSON-LD by hand is error-prone. Choose a type, give the page URL (or use the home page) and any extra details; Sitelens reads the page and writes the markup.",
    points: [
      "Organization, WebSite, Article, Product, FAQPage, BreadcrumbList, LocalBusiness and more.",
      "Values taken from the visible page, as Google's guidelines require.",
      "Absolute URLs and ISO dates, ready to paste into your head tag.",
      "The analysis confirms the markup after you publish it.",
    ],
    detail:
      "The generator is available on paid plans and during the trial. It suggests markup only for content the page really shows.",
  },
  "ai-meta-tag-generator": {
    name: "AI meta tag generator",
    summary: "Titles, descriptions and keywords that fit the limits and the page.",
    intro:
      "Titles and descriptions decide whether searchers click. The generator reads your page and proposes a title, a meta description and keywords, staying within the lengths search engines display.",
    points: [
      "Titles aimed at 50–60 characters, descriptions at 150–160.",
      "Written in the page's language, Turkish or English.",
      "Character counters warn before a limit is crossed.",
      "Use it for one page, or work through the pages the analysis flagged.",
    ],
    detail: "Unique, accurate titles also help AI engines choose which fetched page to quote.",
  },
  "ai-content-editor": {
    name: "AI content editor",
    summary: "Edit a page's content with SEO checks and AI help side by side.",
    intro:
      "The content editor opens a page of your site with its title, meta tags and body, and lets you improve it with AI while keeping an eye on the SEO basics.",
    points: [
      "Improve, shorten or expand a passage with AI; the original stays until you accept.",
      "Live counters for title and description length.",
      "Headings and structure checked as you write.",
      "Save a draft or schedule it in content planning.",
    ],
    detail: "The editor works per site, so suggestions stay in your site's voice and language.",
  },
  "ai-content-creation": {
    name: "AI content creation",
    summary: "Draft articles with a title, body, meta tags, slug and social text in one go.",
    intro:
      "Start from a title or an idea and let AI draft the article with its meta title, meta description and URL slug, plus a social post and an e-mail text to promote it.",
    points: [
      "A title is required before generation, so drafts stay on topic.",
      "Meta title and description with character counters and warnings.",
      "Images in WebP, JPG or PNG attached to the item.",
      "Publish now, schedule up to 30 days ahead, or keep as a draft.",
    ],
    detail: "Everything you create lands in the content calendar, where you can edit it before it goes out.",
  },
  "content-ideas": {
    name: "Content ideas",
    summary: "Topics your audience searches for, with difficulty, intent and expected value.",
    intro:
      "Content ideas suggests articles for your site based on its subject and your competitors. Each idea comes with the information you need to decide whether it is worth writing.",
    points: [
      "Difficulty (easy, medium, hard) and traffic potential (high, medium, low).",
      "Search intent: informational, commercial or transactional.",
      "Recommended length, keywords, an SEO strategy note and estimated time.",
      "Send an idea straight to AI content creation.",
    ],
    detail: "Content ideas is part of the Pro plan and the trial.",
  },
  "content-planning": {
    name: "Content planning calendar",
    summary: "Plan, schedule and track content on a calendar.",
    intro:
      "The calendar shows what is drafted, scheduled, published or distributed for each site. Drag work into place and keep a steady publishing rhythm.",
    points: [
      "States: draft, scheduled, published and distributed.",
      "No scheduling in the past, and at most 30 days ahead.",
      "Open any item to edit its text, meta tags and channels.",
      "See at a glance which weeks are empty.",
    ],
    detail: "Planning works together with AI content creation and distribution.",
  },
  "auto-content-distribution": {
    name: "Content distribution",
    summary: "Publish to your CMS, social tools and e-mail campaigns from one place.",
    intro:
      "When a piece is ready, send it to the channels you connected: your website's CMS, a social sharing tool and an e-mail campaign tool, or publish it manually.",
    points: [
      "Connect each channel once with its API key and IDs.",
      "Choose at least one channel per item.",
      "Partial failures are shown per channel, so nothing is silently lost.",
      "Distribution status is stored on the item in the calendar.",
    ],
    detail: "Connections are stored per account; secrets never reach the browser.",
  },
  "keyword-suggestions": {
    name: "Keyword suggestions",
    summary: "Keywords for your site in Turkish or English, with difficulty and intent.",
    intro:
      "Pick a site and get keyword suggestions that fit its topic, each labelled with difficulty and search intent, in Turkish or English.",
    points: [
      "Difficulty: easy, medium or hard.",
      "Intent: informational, commercial, transactional or navigational.",
      "Language per suggestion, for sites that serve both languages.",
      "Track chosen keywords with the rank checker.",
    ],
    detail: "Start with easy informational keywords to earn traffic while harder terms mature.",
  },
  "keyword-rank-checker": {
    name: "Rank checker",
    summary: "Where your site ranks for a keyword, within the first 100 results.",
    intro:
      "Enter a keyword and a site; the rank checker scans the first 100 results and records your position, or that you were not found, with the date of the check.",
    points: [
      "Positions for the search engine you choose.",
      "'Not found' when the site is outside the first 100.",
      "History per keyword to see movement over time.",
      "Pairs well with keyword suggestions and competitor analysis.",
    ],
    detail:
      "Ranks differ by location and device; checks run under consistent settings so trends are comparable.",
  },
  "competitor-analysis": {
    name: "Competitor analysis",
    summary: "Discover and compare the sites competing for your audience.",
    intro:
      "Add competitors by name and URL, or let AI discover them from your site's topic. Then compare their strengths with yours to find gaps worth closing.",
    points: [
      "AI discovery of likely competitors.",
      "Side-by-side comparison of key SEO signals.",
      "Content and keyword gaps to feed your plan.",
      "Works per site, or without one selected.",
    ],
    detail:
      "Competitor analysis is part of the Pro plan and the trial. Competitors are stored per site; edit the list whenever you like, add new rivals and remove the ones that no longer matter.",
  },
  "backlink-analysis": {
    name: "Backlink analysis",
    summary: "Which sites link to you, with authority, anchor text and link status.",
    intro:
      "Links from other sites remain a strong ranking signal. See your backlinks with the linking page, anchor text, authority, link type and status.",
    points: [
      "Source URL, anchor text and DA/DR per link.",
      "Link type and status: active, broken, redirect or unknown.",
      "Traffic estimates and first and last seen dates.",
      "Analyse one of your sites or any URL you type.",
    ],
    detail: "Broken backlinks are quick wins: redirect the missing URL or ask the linking site to update it.",
  },
};

export const featuresEn: FeaturesText = {
  indexTitle: "Features",
  indexSeoTitle: "Features – SEO and AI visibility tools | Sitelens",
  indexDescription:
    "Every Sitelens tool: per-engine scores, AIO checks, speed, AI fixes, schema and meta generators, content planning, keyword and competitor research.",
  indexLead: (count) => `One analysis runs ${count} checks; the tools help you act on what it finds.`,
  groups: {
    analysis: "Analysis and reporting",
    ai: "AI generators",
    content: "Content",
    research: "Research",
  },
  groupIntroTitle: "Where it fits",
  groupIntros: {
    analysis:
      "Analysis is where every improvement starts. Each time you add a site or re-run an analysis, Sitelens crawls the public pages, runs its checks, stores the scores next to the previous ones and updates your task list, so the results of your work are visible from one analysis to the next.",
    ai: "The AI generators turn findings into ready-to-use text and markup. They read the page you point them at, write in its language, respect the recommended lengths and leave the final decision to you: nothing is published until you copy it or approve it.",
    content:
      "The content tools cover the path from an idea to a published piece: finding topics worth writing about, drafting them with AI, planning them on a calendar and sending them to the channels you use. Each step saves its result, so a draft never gets lost between tools.",
    research:
      "The research tools look beyond your own pages: which keywords are worth targeting, where you rank today, who competes for the same searches and which sites link to you. Their results feed your content plan and the priorities of your tasks.",
  },
  paid: "Paid plans and trial",
  availability: {
    paid: "Available on the Pro and Agency plans and during the free 3-day trial, which needs no card. On the free plan the tool shows what it would do and how to unlock it.",
    included:
      "Included in every plan, even the free plan with one site, and part of every analysis you run, so you see it from the very first report.",
  },
  included: "All plans",
  learnMore: "Learn more",
  howItWorks: "How it works",
  related: "Related features",
  allFeatures: "All features",
  features,
  evidence: evidenceEn,
};
