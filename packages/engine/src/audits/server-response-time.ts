import { ALL_ENGINES, definePageAudit } from "./define-audit";
import { notApplicable } from "./outcome";

const GOOD_TTFB_MS = 800;

export const serverResponseTime = definePageAudit(
  {
    id: "server-response-time",
    category: "technical",
    taskCategory: "performance",
    engines: ALL_ENGINES,
    title: { tr: "Sunucu yanıt süresi kısa (TTFB ≤ 800 ms)", en: "Server responds quickly (TTFB ≤ 800 ms)" },
    failureTitle: {
      tr: "Sunucu yanıt süresi uzun (TTFB > 800 ms)",
      en: "Server response is slow (TTFB > 800 ms)",
    },
    description: {
      tr: "İlk bayta kadar geçen süre tüm sayfa hızı ölçümlerini geciktirir. Sunucu önbelleği, CDN ve daha hızlı veritabanı sorguları kullanın.",
      en: "Time to first byte delays every other speed metric. Use server caching, a CDN and faster database queries.",
    },
    learnMore: "https://web.dev/articles/ttfb",
  },
  (page) =>
    page.status === 0
      ? notApplicable
      : page.ttfbMs <= GOOD_TTFB_MS
        ? { score: 1 }
        : { score: 0, details: [{ url: page.url, ttfbMs: Math.round(page.ttfbMs) }] },
);
