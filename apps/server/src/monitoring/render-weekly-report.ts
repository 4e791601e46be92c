import type { Language } from "../http/language";
import type { SiteWeek } from "./build-weekly-report";
import { type MailSection, renderMailLayout } from "./mail-layout";

const words = {
  tr: {
    subject: "Sitelens haftalık raporunuz",
    heading: "Haftalık rapor",
    intro: (count: number) => `${count} sitenizin son yedi günü.`,
    score: "Genel puan",
    notAnalyzed: "Henüz analiz edilmedi",
    issues: "Yeni sorunlar",
    errors: (count: string) => `${count} hata`,
    fixed: "Düzeltilen sorunlar",
    clicks: "Search Console tıklamaları (28 gün)",
    previous: (value: string) => `önceki 28 gün: ${value}`,
    tasks: "Öncelikli görevler",
    ranks: "Sıralama değişimi",
    outside: "ilk 100 dışında",
    pdf: "Son analizin PDF raporu",
    open: "Sitelens'i aç",
    unsubscribe: "Haftalık raporları kapat",
  },
  en: {
    subject: "Your Sitelens weekly report",
    heading: "Weekly report",
    intro: (count: number) => `The last seven days of your ${count} ${count === 1 ? "site" : "sites"}.`,
    score: "Overall score",
    notAnalyzed: "Not analysed yet",
    issues: "New issues",
    errors: (count: string) => `${count} ${count === "1" ? "error" : "errors"}`,
    fixed: "Fixed issues",
    clicks: "Search Console clicks (28 days)",
    previous: (value: string) => `previous 28 days: ${value}`,
    tasks: "Top tasks",
    ranks: "Rank changes",
    outside: "outside the top 100",
    pdf: "PDF report of the latest analysis",
    open: "Open Sitelens",
    unsubscribe: "Turn weekly reports off",
  },
};

/** The weekly report e-mail in the user's language: one section per site, numbers in its locale. */
export function renderWeeklyReport(
  report: SiteWeek[],
  language: Language,
  links: { app: (path: string) => string; unsubscribe: string },
) {
  const w = words[language];
  const number = new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-US");
  const signed = new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-US", { signDisplay: "exceptZero" });
  const sections: MailSection[] = report.map((site) => {
    const rows: [string, string][] = [
      [
        w.score,
        site.score === null
          ? w.notAnalyzed
          : `${number.format(site.score)}/100${site.change !== null ? ` (${signed.format(site.change)})` : ""}`,
      ],
      [w.issues, `${number.format(site.newIssues)} (${w.errors(number.format(site.newErrors))})`],
      [w.fixed, number.format(site.fixedIssues)],
    ];
    if (site.clicks)
      rows.push([
        w.clicks,
        `${number.format(site.clicks.current)} (${w.previous(number.format(site.clicks.previous))})`,
      ]);
    const position = (value: number | null) => (value === null ? w.outside : number.format(value));
    const items = [
      ...site.topTasks.map((title) => `${w.tasks}: ${title[language]}`),
      ...site.ranks.map(
        (move) => `${w.ranks}: ${move.keyword} ${position(move.before)} → ${position(move.after)}`,
      ),
    ];
    return {
      title: site.name,
      rows,
      items,
      links:
        site.score === null
          ? []
          : [{ label: w.pdf, url: links.app(`/api/sites/${site.id}/report.pdf?lang=${language}`) }],
    };
  });
  return renderMailLayout({
    language,
    subject: w.subject,
    heading: w.heading,
    intro: [w.intro(report.length)],
    sections,
    action: { label: w.open, url: links.app("/app") },
    unsubscribe: { label: w.unsubscribe, url: links.unsubscribe },
  });
}
