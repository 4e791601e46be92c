import { defineVerificationAudit } from "./shared/define-verification-audit";

export const yandexVerification = defineVerificationAudit(
  {
    id: "yandex-verification",
    title: { tr: "Yandex Webmaster doğrulama etiketi var", en: "Yandex Webmaster verification tag present" },
    failureTitle: {
      tr: "Yandex Webmaster doğrulama etiketi bulunamadı",
      en: "No Yandex Webmaster verification tag found",
    },
    description: {
      tr: "Yandex Webmaster, Türkiye'de de kullanılan Yandex aramasındaki dizin durumunu gösterir. `yandex-verification` meta etiketini ekleyin (dosya veya DNS ile doğruladıysanız yok sayın).",
      en: "Yandex Webmaster shows your index status in Yandex search. Add the `yandex-verification` meta tag (ignore if verified via file or DNS).",
    },
    learnMore: "https://yandex.com/support/webmaster/service/rights.html",
  },
  "yandex",
);
