import { defineHeaderAudit } from "./shared/define-header-audit";

export const hstsHeader = defineHeaderAudit(
  {
    id: "hsts-header",
    title: { tr: "HSTS başlığı ayarlı", en: "HSTS header is set" },
    failureTitle: { tr: "HSTS başlığı eksik", en: "HSTS header is missing" },
    description: {
      tr: "`Strict-Transport-Security` (HSTS) başlığı, tarayıcıların siteyi yalnızca HTTPS ile açmasını sağlar. Örnek: `Strict-Transport-Security: max-age=31536000; includeSubDomains`.",
      en: "Strict-Transport-Security makes browsers open the site over HTTPS only. Example: `Strict-Transport-Security: max-age=31536000; includeSubDomains`.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/has-hsts/",
  },
  "strict-transport-security",
  (value) => /max-age=\s*[1-9]\d*/i.test(value),
  true,
);
