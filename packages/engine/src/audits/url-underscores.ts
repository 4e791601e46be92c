import { defineUrlAudit } from "./shared/define-url-audit";

export const urlUnderscores = defineUrlAudit(
  {
    id: "url-underscores",
    title: { tr: "URL'lerde alt çizgi yok", en: "URLs use hyphens, not underscores" },
    failureTitle: { tr: "URL'de alt çizgi var", en: "URL contains underscores" },
    description: {
      tr: "Google kelimeleri ayırmak için tire (-) önerir; alt çizgi (_) kelimeleri birleştirir. Yeni URL'lerde tire kullanın ve eskilerini 301 ile yönlendirin.",
      en: "Google recommends hyphens (-) to separate words; underscores (_) join them. Use hyphens in new URLs and 301-redirect the old ones.",
    },
  },
  (url) => !url.pathname.includes("_"),
);
