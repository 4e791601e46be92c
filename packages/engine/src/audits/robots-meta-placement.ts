import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const robotsMetaPlacement = defineHtmlAudit(
  {
    id: "robots-meta-placement",
    category: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Robots meta etiketi <head> içinde", en: "Robots meta tag is in the `<head>`" },
    failureTitle: { tr: "Robots meta etiketi <body> içinde", en: "Robots meta tag is in the `<body>`" },
    description: {
      tr: "Robots meta etiketleri yalnızca <head> içinde güvenilir biçimde okunur. Etiketi <head> bölümüne taşıyın.",
      en: "Robots meta tags are only reliably read inside `<head>`. Move the tag into the head.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag",
  },
  (html, page) => {
    if (html.robotsMeta.length === 0) return notApplicable;
    const inBody = html.robotsMeta.filter((meta) => meta.inBody);
    return check(
      inBody.length === 0,
      inBody.map((meta) => ({
        url: page.url,
        name: meta.name,
        content: meta.content,
        ...(html.headClosedBy ? { headClosedBy: html.headClosedBy } : {}),
      })),
    );
  },
);
