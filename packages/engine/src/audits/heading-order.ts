import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const headingOrder = defineHtmlAudit(
  {
    id: "heading-order",
    category: "content",
    taskCategory: "accessibility",
    engines: SEARCH_ENGINES,
    title: { tr: "Başlık düzeyleri sırayla ilerliyor", en: "Heading levels only increase by one" },
    failureTitle: { tr: "Başlık düzeyleri atlanıyor", en: "Heading levels are skipped" },
    description: {
      tr: "H2'den H4'e atlamak içerik yapısını bozar; ekran okuyucular ve arama motorları bölümleri yanlış anlar. Düzeyleri sırayla kullanın.",
      en: "Jumping from H2 to H4 breaks the outline; screen readers and search engines misread the sections. Use levels in order.",
    },
    learnMore: "https://dequeuniversity.com/rules/axe/4.10/heading-order",
  },
  (html, page) => {
    if (html.headings.length < 2) return notApplicable;
    const skips = html.headings.filter((h, i) => i > 0 && h.level > (html.headings[i - 1]?.level ?? 1) + 1);
    return check(
      skips.length === 0,
      skips.slice(0, 10).map((h) => ({ url: page.url, heading: `h${h.level}`, text: h.text })),
    );
  },
);
