// Relative, not the package name: see metric-texts.ts.
import { numberFormats } from "../../../shared/src/text/format-numbers";
import { defineSiteAudit } from "./define-audit";
import { siteNotApplicable } from "./outcome";
import type { DetailRow } from "./types";

/**
 * Screaming Frog's JavaScript tab: for every page rendered in Chromium, what only the rendered DOM has.
 * Informative: rendering itself is not a fault; the audits judge the rendered DOM, and server-rendered-content
 * and rendered-head-changes score what crawlers without JavaScript miss.
 */
export const javascriptRendering = defineSiteAudit(
  {
    id: "javascript-rendering",
    category: "technical",
    engines: [],
    scoreDisplayMode: "informative",
    requiredArtifacts: ["Rendering"],
    title: { tr: "JavaScript ile oluşturulan sayfalar", en: "Pages rendered with JavaScript" },
    failureTitle: { tr: "JavaScript ile oluşturulan sayfalar", en: "Pages rendered with JavaScript" },
    description: {
      tr: "Sunucu HTML'inde ana içeriği olmayan sayfalar, Google'ın yaptığı gibi Chromium'da oluşturuldu ve oluşan DOM üzerinden denetlendi. Tablo, JavaScript'in neyi değiştirdiğini gösterir: başlık, açıklama, canonical, robots, başlıklar, bağlantılar ve metin miktarı. JavaScript çalıştırmayan tarayıcılar (Bing'in çoğu, yapay zekâ botları) yalnızca sunucu sütununu görür.",
      en: "Pages whose server HTML lacks the main content were rendered in Chromium, as Google does, and audited on the resulting DOM. The table shows what JavaScript changed: title, description, canonical, robots, headings, links and amount of text. Crawlers that do not run JavaScript (most of Bing, AI bots) only see the server column.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/javascript/javascript-seo-basics",
  },
  (site) => {
    const { attempts, comparisons, skipped, unavailable, budget } = site.rendering;
    if (attempts.length === 0 && unavailable)
      return siteNotApplicable({
        tr: `JavaScript oluşturma yapılamadı: ${unavailable}`,
        en: `JavaScript rendering was not possible: ${unavailable}`,
      });
    if (attempts.length === 0 && skipped === 0)
      return siteNotApplicable({
        tr: "Hiçbir sayfa oluşturma gerektirmedi",
        en: "No page needed rendering",
      });
    const rows: DetailRow[] = attempts.map((attempt) => {
      const comparison = comparisons.find((item) => item.url === attempt.url);
      return {
        url: attempt.url,
        ms: attempt.ms,
        error: attempt.error,
        timedOut: attempt.timedOut,
        changed: comparison?.differences.map((difference) => difference.field).join(", ") ?? "",
        words: wordsChange(comparison?.differences),
        jsOnlyLinks: comparison?.jsOnlyLinks ?? 0,
      };
    });
    const rendered = attempts.filter((attempt) => attempt.error === null).length;
    return {
      score: rendered / Math.max(1, attempts.length + skipped),
      details: rows,
      applicable: attempts.length + skipped,
      passed: rendered,
      displayValue: {
        tr: `${rendered} sayfa oluşturuldu${skipped ? `, ${skipped} sayfa bütçe (${budget.pages} sayfa, ${numberFormats("tr").seconds(budget.totalMs)}) dışında kaldı` : ""}`,
        en: `${rendered} pages rendered${skipped ? `, ${skipped} left out by the budget (${budget.pages} pages, ${numberFormats("en").seconds(budget.totalMs)})` : ""}`,
      },
    };
  },
);

function wordsChange(differences: { field: string; server: string; rendered: string }[] | undefined): string {
  const words = differences?.find((difference) => difference.field === "words");
  return words ? `${words.server} → ${words.rendered}` : "";
}
