import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

/**
 * A canonical or hreflang link outside the head is ignored by Google and Lighthouse. The usual cause
 * is an element that cannot live in the head (an <img>, <iframe>, <div> or stray text, often injected
 * by a tag manager) placed before them: the HTML5 parser then ends the head early.
 */
export const headClosedEarly = defineHtmlAudit(
  {
    id: "head-closed-early",
    category: "technical",
    engines: SEARCH_ENGINES,
    title: {
      tr: "Canonical ve hreflang etiketleri <head> içinde",
      en: "Canonical and hreflang tags are inside the `<head>`",
    },
    failureTitle: {
      tr: "Canonical veya hreflang etiketleri <head> dışında kaldığı için yok sayılıyor",
      en: "Canonical or hreflang tags are ignored because they ended up outside the `<head>`",
    },
    description: {
      tr: "Tarayıcılar ve arama motorları, <head> içinde bulunamayacak ilk öğede (ör. <img>, <iframe>, <div> veya düz metin) başlık bölümünü kapatır; ondan sonra gelen canonical ve hreflang etiketleri gövdede sayılır ve yok sayılır. Bu öğeyi etiketlerin altına ya da <body> içine taşıyın.",
      en: "Browsers and search engines end the head at the first element that cannot live there (such as an <img>, <iframe>, <div> or plain text); canonical and hreflang tags after it land in the body and are ignored. Move that element below the tags or into the <body>.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls",
  },
  (html, page) => {
    const declared = html.canonicals.length + html.hreflangs.length + html.headTagsInBody.length;
    if (declared === 0) return notApplicable;
    return check(
      html.headTagsInBody.length === 0,
      html.headTagsInBody.map((tag) => ({
        url: page.url,
        tag,
        headClosedBy: html.headClosedBy ?? "</head>",
      })),
    );
  },
);
