import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const crawlableAnchors = defineHtmlAudit(
  {
    id: "crawlable-anchors",
    category: "internalLinks",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Bağlantılar taranabilir", en: "Links are crawlable" },
    failureTitle: { tr: "Bağlantılar taranabilir değil", en: "Links are not crawlable" },
    description: {
      tr: "Arama motorları bağlantıları yalnızca href özelliğinden izler. javascript:, file: veya href'siz onclick bağlantılarını gerçek URL'lerle değiştirin.",
      en: "Search engines follow links only through their href. Replace javascript:, file: and href-less onclick links with real URLs.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/crawlable-anchors/",
  },
  (html, page) =>
    check(
      html.anchorIssues.length === 0,
      html.anchorIssues.slice(0, 20).map((issue) => ({ url: page.url, kind: issue.kind, href: issue.raw })),
    ),
);
