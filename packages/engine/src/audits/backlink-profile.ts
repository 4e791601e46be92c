import { defineOffpageAudit } from "./shared/define-offpage-audit";

export const backlinkProfile = defineOffpageAudit({
  id: "backlink-profile",
  title: { tr: "Sağlıklı bir backlink profili var", en: "Backlink profile is healthy" },
  failureTitle: { tr: "Backlink profili zayıf", en: "Backlink profile is weak" },
  description: {
    tr: "Başka sitelerden gelen bağlantılar otoritenin en güçlü sinyallerinden biridir. Değerlendirmek için bir backlink sağlayıcısı gerekir.",
    en: "Links from other sites are one of the strongest authority signals. Judging them needs a backlink provider.",
  },
  learnMore: "https://developers.google.com/search/docs/fundamentals/seo-starter-guide#promote-your-website",
});
