import type { Localized } from "../i18n/localized";
import type { AuditOutcome, DetailRow, PageAuditOutcome } from "./types";

export const notApplicable: PageAuditOutcome = { score: null, notApplicable: true };

/** Every passing check is the same outcome: one frozen object, not one per audit and page. */
const PASSED: PageAuditOutcome = Object.freeze({ score: 1 });

/** Binary per-page outcome; the rows explain a failure. */
export function check(passed: boolean, details: DetailRow[] = []): PageAuditOutcome {
  return passed ? PASSED : { score: 0, details };
}

export function siteNotApplicable(reason: Localized): AuditOutcome {
  return { score: null, notApplicable: true, displayValue: reason };
}

/** What a share counts, named beside the figure so "1/8" never stands alone (issue 11, item 4). */
const SHARE_UNITS = {
  page: { tr: "sayfa", en: "pages" },
  sitemapUrl: { tr: "site haritası adresi", en: "sitemap URLs" },
  hreflangLink: { tr: "hreflang bağlantısı", en: "hreflang links" },
  bot: { tr: "bot", en: "bots" },
} satisfies Record<string, Localized>;

/** Share of checked items that pass, so crawling more pages neither inflates nor sinks the score. */
export function shareOutcome(
  items: { url: string; ok: boolean; detail?: DetailRow }[],
  unit: keyof typeof SHARE_UNITS = "page",
): AuditOutcome {
  if (items.length === 0) return { score: null, notApplicable: true };
  const failing = items.filter((item) => !item.ok);
  const ratio = `${failing.length}/${items.length}`;
  return {
    score: (items.length - failing.length) / items.length,
    applicable: items.length,
    passed: items.length - failing.length,
    failingUrls: [...new Set(failing.map((item) => item.url))].sort(),
    details: failing.map((item) => item.detail ?? { url: item.url }),
    displayValue: {
      tr: `${ratio} ${SHARE_UNITS[unit].tr} sorunlu`,
      en: `${ratio} ${SHARE_UNITS[unit].en} failing`,
    },
  };
}

export function siteCheck(
  passed: boolean,
  details: DetailRow[] = [],
  displayValue?: Localized,
): AuditOutcome {
  return { score: passed ? 1 : 0, details, ...(displayValue ? { displayValue } : {}) };
}
