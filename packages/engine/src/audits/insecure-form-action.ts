import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const insecureFormAction = defineHtmlAudit(
  {
    id: "insecure-form-action",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Formlar HTTPS üzerinden gönderiliyor", en: "Forms submit over HTTPS" },
    failureTitle: { tr: "Form verisi HTTP üzerinden gönderiliyor", en: "Forms submit data over plain HTTP" },
    description: {
      tr: "HTTP'ye gönderilen form verisi şifrelenmez ve tarayıcılar uyarı gösterir. Form action adreslerini https:// yapın.",
      en: "Form data sent to HTTP is unencrypted and browsers warn about it. Make every form action https://.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/is-on-https/",
  },
  (html, page) =>
    page.finalUrl.startsWith("https:")
      ? check(
          html.insecureFormActions.length === 0,
          html.insecureFormActions.map((action) => ({ url: page.url, action })),
        )
      : notApplicable,
);
