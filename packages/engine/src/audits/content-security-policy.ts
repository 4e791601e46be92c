import { defineHeaderAudit } from "./shared/define-header-audit";

export const contentSecurityPolicy = defineHeaderAudit(
  {
    id: "content-security-policy",
    title: {
      tr: "İçerik güvenliği politikası (`Content-Security-Policy` başlığı) ayarlı",
      en: "Content-Security-Policy is set",
    },
    failureTitle: {
      tr: "İçerik güvenliği politikası (`Content-Security-Policy` başlığı) eksik",
      en: "Content-Security-Policy is missing",
    },
    description: {
      tr: "Bu HTTP başlığı, tarayıcıya sayfanın hangi kaynaklardan betik, stil ve görsel yükleyebileceğini söyler; böylece siteye sızdırılan kötü amaçlı betiklerin (XSS) etkisini sınırlar. Önce `Content-Security-Policy-Report-Only` ile başlayıp kuralları sıkılaştırın.",
      en: "A CSP limits the damage of XSS attacks. Start with `Content-Security-Policy-Report-Only` and tighten the rules.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/csp-xss/",
  },
  "content-security-policy",
  (value, headers) => value !== "" || (headers["content-security-policy-report-only"] ?? "") !== "",
);
