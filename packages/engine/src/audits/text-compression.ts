import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check, notApplicable } from "./outcome";

const MIN_COMPRESSIBLE_BYTES = 1400;

export const textCompression = defineHtmlAudit(
  {
    id: "text-compression",
    category: "technical",
    taskCategory: "performance",
    engines: ALL_ENGINES,
    title: { tr: "HTML sıkıştırılarak sunuluyor", en: "HTML is served compressed" },
    failureTitle: { tr: "HTML sıkıştırılmadan sunuluyor", en: "HTML is served uncompressed" },
    description: {
      tr: "gzip veya Brotli sıkıştırma HTML boyutunu genelde %70'ten fazla küçültür. Sunucuda sıkıştırmayı açın.",
      en: "gzip or Brotli usually shrinks HTML by more than 70%. Turn compression on at the server.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/performance/uses-text-compression/",
  },
  (_html, page) =>
    page.bytes.decoded < MIN_COMPRESSIBLE_BYTES
      ? notApplicable
      : check(page.compression !== null, [{ url: page.url, bytes: page.bytes.decoded }]),
);
