import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const insecureLinks = defineHtmlAudit(
  {
    id: "insecure-links",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "İç bağlantılar HTTPS kullanıyor", en: "Internal links use HTTPS" },
    failureTitle: {
      tr: "HTTPS sayfası http:// iç bağlantılar içeriyor",
      en: "HTTPS page links to internal http:// URLs",
    },
    description: {
      tr: "HTTPS sayfalardan http:// adreslerine verilen iç bağlantılar gereksiz yönlendirmeye ve karışık içerik uyarılarına yol açar. Bağlantıları https:// yapın.",
      en: "Internal links from HTTPS pages to http:// URLs cause needless redirects and mixed-content warnings. Change them to https://.",
    },
    learnMore: "https://web.dev/articles/what-is-mixed-content",
  },
  (html, page) => {
    if (!page.finalUrl.startsWith("https:")) return notApplicable;
    const insecure = html.links.filter((link) => link.internal && link.href?.startsWith("http:"));
    return check(
      insecure.length === 0,
      insecure.slice(0, 20).map((link) => ({ url: page.url, href: link.href })),
    );
  },
);
