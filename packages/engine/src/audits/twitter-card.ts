import { defineHtmlAudit } from "./define-audit";
import { check } from "./outcome";

export const twitterCard = defineHtmlAudit(
  {
    id: "twitter-card",
    category: "content",
    taskCategory: "content",
    engines: ["grok"],
    title: { tr: "X (Twitter) kartı tanımlı", en: "X (Twitter) card is defined" },
    failureTitle: { tr: "X (Twitter) kartı tanımlı değil", en: "X (Twitter) card is not defined" },
    description: {
      tr: "`twitter:card` etiketi (ör. summary_large_image), sayfa X'te paylaşıldığında zengin önizleme gösterilmesini sağlar.",
      en: "A `twitter:card` tag (e.g. summary_large_image) gives the page a rich preview when shared on X.",
    },
    learnMore: "https://developer.x.com/en/docs/x-for-websites/cards/overview/markup",
  },
  (html, page) => check(Boolean(html.twitter["twitter:card"]), [{ url: page.url }]),
);
