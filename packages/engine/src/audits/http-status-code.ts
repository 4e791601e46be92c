import { definePageAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const httpStatusCode = definePageAudit(
  {
    id: "http-status-code",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: {
      tr: "Sayfa başarılı bir HTTP durum kodu döndürüyor",
      en: "Page has successful HTTP status code",
    },
    failureTitle: {
      tr: "Sayfa başarısız bir HTTP durum kodu döndürüyor",
      en: "Page has unsuccessful HTTP status code",
    },
    description: {
      tr: "400 ve üzeri durum kodu veya yanıt vermeyen sayfalar dizinlenmeyebilir. Bağlantıları düzeltin ya da sayfayı geri getirin.",
      en: "Pages with unsuccessful HTTP status codes, or no response at all, may not be indexed. Fix the links or restore the page.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/http-status-code/",
  },
  (page) =>
    page.blockedByRobots
      ? notApplicable
      : check(page.status >= 200 && page.status < 400 && page.errorCode === null, [
          { url: page.url, status: page.status, error: page.errorCode },
        ]),
);
