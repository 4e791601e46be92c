import { AUDIT_SEVERITIES, PAGE_SCORE_SEVERITY_MULTIPLIER } from "../config/severities";
import { AUDIT_WEIGHTS } from "../config/weights";
import type { PageArtifact } from "../gatherers/page/types";
import type { AuditOutcome, DetailRow, PageAudit, PageContext } from "./types";

const MAX_FAILING_URLS = 200;
const MAX_DETAIL_ROWS = 50;

interface Entry {
  scoreSum: number;
  applicable: number;
  passed: number;
  failingUrls: string[];
  /** The first detail rows in page-URL order, then in the audit's own order within a page (keepFirstRows). */
  details: KeptRow[];
  error: string | null;
}

/**
 * Runs per-page audits as pages arrive and keeps only running totals, so memory stays bounded.
 * An audit's site-wide score is the mean of its page scores: the share of applicable pages passing.
 */
export class PageAuditTally {
  private readonly entries = new Map<string, Entry>();
  /** Each audit with its entry and page-score weight, looked up once: record runs every audit on every page. */
  private readonly slots: { audit: PageAudit; entry: Entry; weight: number }[];

  constructor(audits: PageAudit[]) {
    this.slots = audits.map((audit) => {
      const entry: Entry = {
        scoreSum: 0,
        applicable: 0,
        passed: 0,
        failingUrls: [],
        details: [],
        error: null,
      };
      this.entries.set(audit.meta.id, entry);
      const weight =
        (AUDIT_WEIGHTS[audit.meta.id] ?? 0) *
        PAGE_SCORE_SEVERITY_MULTIPLIER[AUDIT_SEVERITIES[audit.meta.id] ?? "warning"];
      return { audit, entry, weight };
    });
  }

  /** Audits one page; returns its own 0..1 score (weighted like the categories) and the ids it failed. */
  record(page: PageArtifact, context: PageContext): { score: number | null; failing: string[] } {
    const failing: string[] = [];
    let weighted = 0;
    let weights = 0;
    for (const { audit, entry, weight } of this.slots) {
      let outcome: ReturnType<PageAudit["audit"]>;
      try {
        outcome = audit.audit(page, context);
      } catch (error) {
        entry.error ??= (error as Error).message || String(error);
        continue;
      }
      // Outcomes come in many shapes, so each property read is a slow one: each is read once.
      const score = outcome.score;
      if (score === null || outcome.notApplicable) continue;
      entry.applicable++;
      entry.scoreSum += score;
      weighted += score * weight;
      weights += weight;
      if (score >= 0.9) {
        entry.passed++;
        continue;
      }
      failing.push(audit.meta.id);
      keepFirst(entry.failingUrls, page.url, MAX_FAILING_URLS);
      const details = outcome.details;
      if (details) keepFirstRows(entry.details, page.url, details);
    }
    return { score: weights > 0 ? weighted / weights : null, failing };
  }

  /** Site-wide outcome per audit id; an audit that threw on any page is an error result. */
  outcomes(): Map<string, AuditOutcome & { error: string | null }> {
    const results = new Map<string, AuditOutcome & { error: string | null }>();
    for (const [id, entry] of this.entries) {
      if (entry.error !== null) {
        results.set(id, { score: null, error: entry.error });
        continue;
      }
      results.set(id, {
        score: entry.applicable === 0 ? null : entry.scoreSum / entry.applicable,
        notApplicable: entry.applicable === 0,
        applicable: entry.applicable,
        passed: entry.passed,
        failingUrls: entry.failingUrls,
        details: entry.details.map((row) => JSON.parse(row.json) as DetailRow),
        displayValue:
          entry.applicable === 0
            ? undefined
            : {
                tr: `${entry.applicable - entry.passed}/${entry.applicable} sayfa sorunlu`,
                en: `${entry.applicable - entry.passed}/${entry.applicable} pages failing`,
              },
        error: null,
      });
    }
    return results;
  }
}

/** Pages arrive in any order: keeping the first items in code-unit order keeps results deterministic. */
function keepFirst(list: string[], item: string, cap: number): void {
  if (list.length >= cap && (list[list.length - 1] as string) <= item) return;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] as string) <= item) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, item);
  if (list.length > cap) list.pop();
}

/**
 * A kept detail row: its page and place among that page's rows, its sort key, and the row as JSON, parsed back
 * only for the result, so a kept row never holds on to a page body.
 */
interface KeptRow {
  url: string;
  index: number;
  json: string;
}

const precedes = (url: string, index: number, row: KeptRow) =>
  url < row.url || (url === row.url && index < row.index);

/**
 * Keeps the first MAX_DETAIL_ROWS rows by page URL, then by the audit's order within the page: deterministic in
 * any page order, and a page whose URL comes after every kept row is passed over without serialising its rows
 * (most failing pages once the list is full).
 */
function keepFirstRows(kept: KeptRow[], url: string, rows: DetailRow[]): void {
  for (let index = 0; index < rows.length; index++) {
    if (kept.length >= MAX_DETAIL_ROWS && !precedes(url, index, kept[kept.length - 1] as KeptRow)) return;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (precedes(url, index, kept[middle] as KeptRow)) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, { url, index, json: JSON.stringify(rows[index]) });
    if (kept.length > MAX_DETAIL_ROWS) kept.pop();
  }
}
