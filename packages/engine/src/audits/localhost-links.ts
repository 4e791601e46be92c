import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

const LOCAL =
  /^https?:\/\/(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|[^/]+\.local)(?::\d+)?(?:\/|$)/i;

export const localhostLinks = defineHtmlAudit(
  {
    id: "localhost-links",
    category: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Yerel geliştirme adreslerine bağlantı yok", en: "No links to local development hosts" },
    failureTitle: {
      tr: "localhost veya yerel adreslere bağlantı var",
      en: "Links point to localhost or local hosts",
    },
    description: {
      tr: "localhost, 127.0.0.1 veya .local adreslerine verilen bağlantılar ziyaretçiler için bozuktur; genelde geliştirme ortamından kalmıştır.",
      en: "Links to localhost, 127.0.0.1 or .local hosts are broken for visitors; they are usually left over from development.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/links-crawlable",
  },
  (html, page) => {
    const siteIsLocal = LOCAL.test(page.finalUrl);
    // An internal link shares the page's registrable domain, which is not a local one here: only external links
    // can lead to a local host, and most links are internal.
    const local = siteIsLocal
      ? []
      : html.links.filter((link) => !link.internal && link.href && LOCAL.test(link.href));
    return check(
      local.length === 0,
      local.slice(0, 20).map((link) => ({ url: page.url, href: link.href })),
    );
  },
);
