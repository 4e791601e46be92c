import { defineHeaderAudit } from "./shared/define-header-audit";

export const frameProtection = defineHeaderAudit(
  {
    id: "frame-protection",
    title: {
      tr: "Sayfa başka sitelerde çerçevelenmeye karşı korumalı",
      en: "Page is protected against framing",
    },
    failureTitle: {
      tr: "Çerçeveleme (clickjacking) koruması yok",
      en: "No protection against framing (clickjacking)",
    },
    description: {
      tr: "`X-Frame-Options: SAMEORIGIN` veya CSP `frame-ancestors` ile sayfanın başka sitelerde gizlice çerçevelenmesini engelleyin.",
      en: "Use `X-Frame-Options: SAMEORIGIN` or CSP `frame-ancestors` so other sites cannot frame the page.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/clickjacking-mitigation/",
  },
  "x-frame-options",
  (value, headers) => value !== "" || /frame-ancestors/i.test(headers["content-security-policy"] ?? ""),
);
