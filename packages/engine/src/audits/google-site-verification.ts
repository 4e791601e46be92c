import { defineVerificationAudit } from "./shared/define-verification-audit";

export const googleSiteVerification = defineVerificationAudit(
  {
    id: "google-site-verification",
    title: {
      tr: "Google Search Console doğrulama etiketi var",
      en: "Google Search Console verification tag present",
    },
    failureTitle: {
      tr: "Google Search Console doğrulama etiketi bulunamadı",
      en: "No Google Search Console verification tag found",
    },
    description: {
      tr: "Search Console, dizinleme sorunlarını ve arama performansını gösterir. `google-site-verification` meta etiketini ekleyin (DNS ile doğruladıysanız bu uyarıyı yok sayın).",
      en: "Search Console shows indexing problems and search performance. Add the `google-site-verification` meta tag (ignore this if you verified via DNS).",
    },
    learnMore: "https://support.google.com/webmasters/answer/9008080",
  },
  "google",
);
