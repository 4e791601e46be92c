import { defineUrlAudit } from "./shared/define-url-audit";

export const urlParameters = defineUrlAudit(
  {
    id: "url-parameters",
    title: {
      tr: "URL'lerde en fazla iki sorgu parametresi var",
      en: "URLs carry at most two query parameters",
    },
    failureTitle: { tr: "URL'de çok sayıda sorgu parametresi var", en: "URL carries many query parameters" },
    description: {
      tr: "Çok parametreli URL'ler aynı içeriğin sonsuz varyasyonunu üretip tarama bütçesini tüketir. Filtreler için canonical kullanın veya parametreleri azaltın.",
      en: "URLs with many parameters create endless variants of the same content and burn crawl budget. Reduce them or canonicalise filters.",
    },
  },
  // Counted as URLSearchParams counts them (empty pieces between "&" skipped), without building one per page.
  (url) =>
    url.search
      .slice(1)
      .split("&")
      .filter((pair) => pair !== "").length <= 2,
);
