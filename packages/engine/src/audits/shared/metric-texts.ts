// Relative, not the package name: the web build's vite.config imports the audit registry, and its
// config loader leaves package imports to Node, which cannot load TypeScript.
import { numberFormats } from "../../../../shared/src/text/format-numbers";
import type { FieldMetric, LabMetric } from "../../config/metric-curves";
import type { Localized } from "../../i18n/localized";
import type { FieldMetrics, SpeedMetrics } from "../../speed-types";

interface MetricText {
  name: Localized;
  description: Localized;
  learnMore: string;
  unit: "ms" | "unitless";
}

export const LAB_METRICS: Record<LabMetric, MetricText & { key: keyof SpeedMetrics }> = {
  "first-contentful-paint": {
    key: "fcpMs",
    unit: "ms",
    name: { tr: "İlk Zengin İçerikli Boyama (FCP)", en: "First Contentful Paint (FCP)" },
    description: {
      tr: "İlk metin veya görselin ekrana çizildiği an.",
      en: "When the first text or image is painted.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/performance/first-contentful-paint/",
  },
  "largest-contentful-paint": {
    key: "lcpMs",
    unit: "ms",
    name: { tr: "En Büyük Zengin İçerikli Boyama (LCP)", en: "Largest Contentful Paint (LCP)" },
    description: {
      tr: "En büyük metin veya görselin çizildiği an. Ana görseli önceden yükleyin, sunucu yanıtını hızlandırın.",
      en: "When the largest text or image is painted. Preload the hero image and speed up the server response.",
    },
    learnMore:
      "https://developer.chrome.com/docs/lighthouse/performance/lighthouse-largest-contentful-paint/",
  },
  "total-blocking-time": {
    key: "tbtMs",
    unit: "ms",
    name: { tr: "Toplam Engelleme Süresi (TBT)", en: "Total Blocking Time (TBT)" },
    description: {
      tr: "Uzun JavaScript görevlerinin sayfayı kilitlediği toplam süre. Kullanılmayan JavaScript'i kaldırın, üçüncü taraf betikleri erteleyin.",
      en: "Total time long JavaScript tasks block the page. Remove unused JavaScript and defer third-party scripts.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/performance/lighthouse-total-blocking-time/",
  },
  "cumulative-layout-shift": {
    key: "cls",
    unit: "unitless",
    name: { tr: "Kümülatif Düzen Kayması (CLS)", en: "Cumulative Layout Shift (CLS)" },
    description: {
      tr: "Yükleme sırasında öğelerin beklenmedik kayması. Görsellere boyut verin, reklam alanlarına yer ayırın.",
      en: "Unexpected movement of elements while loading. Size images and reserve space for ads.",
    },
    learnMore: "https://web.dev/articles/cls",
  },
  "speed-index": {
    key: "siMs",
    unit: "ms",
    name: { tr: "Hız Endeksi", en: "Speed Index" },
    description: {
      tr: "İçeriğin görsel olarak ne kadar hızlı dolduğu.",
      en: "How quickly the contents of a page are visibly populated.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/performance/speed-index/",
  },
};

export const FIELD_METRICS: Record<FieldMetric, MetricText & { key: keyof FieldMetrics }> = {
  "field-largest-contentful-paint": {
    key: "lcpMs",
    unit: "ms",
    name: { tr: "Gerçek kullanıcı LCP (p75)", en: "Real-user LCP (p75)" },
    description: {
      tr: "Chrome kullanıcılarından (CrUX) 75. yüzdelik LCP.",
      en: "75th-percentile LCP from Chrome users (CrUX).",
    },
    learnMore: "https://web.dev/articles/lcp",
  },
  "field-interaction-to-next-paint": {
    key: "inpMs",
    unit: "ms",
    name: { tr: "Gerçek kullanıcı INP (p75)", en: "Real-user INP (p75)" },
    description: {
      tr: "Chrome kullanıcılarından (CrUX) 75. yüzdelik etkileşim gecikmesi.",
      en: "75th-percentile interaction latency from Chrome users (CrUX).",
    },
    learnMore: "https://web.dev/articles/inp",
  },
  "field-cumulative-layout-shift": {
    key: "cls",
    unit: "unitless",
    name: { tr: "Gerçek kullanıcı CLS (p75)", en: "Real-user CLS (p75)" },
    description: {
      tr: "Chrome kullanıcılarından (CrUX) 75. yüzdelik CLS.",
      en: "75th-percentile CLS from Chrome users (CrUX).",
    },
    learnMore: "https://web.dev/articles/cls",
  },
};

export function formatMetric(value: number, unit: "ms" | "unitless"): Localized {
  const text = (language: "tr" | "en") => {
    const format = numberFormats(language);
    if (unit === "unitless") return format.number(value, 3);
    return value < 1000 ? format.milliseconds(value) : format.seconds(value);
  };
  return { tr: text("tr"), en: text("en") };
}
