import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

const MAX_LINKS = 100;

export const tooManyLinks = defineHtmlAudit(
  {
    id: "too-many-links",
    category: "internalLinks",
    engines: SEARCH_ENGINES,
    title: {
      tr: "Sayfada makul sayıda bağlantı var (≤ 100)",
      en: "Page has a reasonable number of links (≤ 100)",
    },
    failureTitle: { tr: "Sayfada 100'den fazla bağlantı var", en: "Page has more than 100 links" },
    description: {
      tr: "Çok sayıda bağlantı her bağlantının değerini sulandırır ve ziyaretçiyi bunaltır. Önemli bağlantıları öne çıkarın, gerisini sadeleştirin.",
      en: "Too many links dilute each link's value and overwhelm visitors. Keep the important ones and trim the rest.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/links-crawlable",
  },
  (html, page) => check(html.links.length <= MAX_LINKS, [{ url: page.url, links: html.links.length }]),
);
