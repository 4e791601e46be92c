import { schemaTypes } from "../gatherers/page/read-json-ld";
import { defineHtmlAudit } from "./define-audit";
import { check, notApplicable } from "./outcome";

const QA_TYPES = new Set(["FAQPage", "QAPage", "HowTo"]);

export const faqStructure = defineHtmlAudit(
  {
    id: "faq-structure",
    category: "aio",
    taskCategory: "content",
    engines: ["google", "bing", "chatgpt", "gemini", "grok"],
    title: { tr: "Soru-cevap içeriği işaretlenmiş", en: "Question-and-answer content is marked up" },
    failureTitle: {
      tr: "Soru-cevap içeriği FAQPage/HowTo ile işaretlenmemiş",
      en: "Question-and-answer content lacks FAQPage/HowTo markup",
    },
    description: {
      tr: "Başlıkları soru olan sayfalar, FAQPage veya HowTo verisiyle yapay zekâ yanıtlarının doğrudan alıntılayabileceği bir yapıya kavuşur.",
      en: "Pages whose headings are questions become directly quotable by AI answers when marked up as FAQPage or HowTo.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/structured-data/faqpage",
  },
  (html, page) => {
    const questions = html.headings.filter(
      (heading) => heading.level > 1 && heading.text.trim().endsWith("?"),
    );
    if (questions.length < 2) return notApplicable;
    const marked = html.jsonLd.some((block) =>
      block.nodes.some((node) => schemaTypes(node).some((type) => QA_TYPES.has(type))),
    );
    return check(marked || html.microdata, [{ url: page.url, questions: questions.length }]);
  },
);
