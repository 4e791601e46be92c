import { defineHeaderAudit } from "./shared/define-header-audit";

export const contentSecurityPolicy = defineHeaderAudit(
  {
    id: "content-security-policy",
    title: { tr: "Content-Security-Policy ayarlı", en: "Content-Security-Policy is set" },
    failureTitle: { tr: "Content-Security-Policy eksik", en: "Content-Security-Policy is missing" },
    description: {
      tr: "CSP, XSS saldırılarının etkisini sınırlar. Önce `Content-Security-Policy-Report-Only` ile başlayıp kuralları sıkılaştırın.",
      en: "A CSP limits the damage of XSS attacks. Start with `Content-Security-Policy-Report-Only` and tighten the rules.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/csp-xss/",
  },
  "content-security-policy",
  (value, headers) => value !== "" || (headers["content-security-policy-report-only"] ?? "") !== "",
);
