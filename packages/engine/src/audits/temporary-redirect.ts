import { definePageAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const temporaryRedirect = definePageAudit(
  {
    id: "temporary-redirect",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Yönlendirmeler kalıcı (301/308)", en: "Redirects are permanent (301/308)" },
    failureTitle: {
      tr: "Geçici yönlendirme (302/307) kullanılıyor",
      en: "Temporary redirects (302/307) are used",
    },
    description: {
      tr: "Kalıcı olarak taşınan sayfalar için 301 veya 308 kullanın; geçici yönlendirmelerde arama motorları eski URL'yi dizinde tutabilir.",
      en: "Use 301 or 308 for pages that moved for good; with temporary redirects search engines may keep the old URL indexed.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/301-redirects",
  },
  (page) => {
    if (page.redirects.length === 0) return notApplicable;
    const temporary = page.redirects.filter(
      (hop) => hop.status === 302 || hop.status === 303 || hop.status === 307,
    );
    return check(
      temporary.length === 0,
      temporary.map((hop) => ({ url: hop.url, status: hop.status })),
    );
  },
);
