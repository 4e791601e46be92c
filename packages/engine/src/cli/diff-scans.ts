import type { ScanResult } from "@sitelens/shared/scan-result";
import { auditOutcome } from "@sitelens/shared/scan-summary/summarize-scan";

export interface ScoreChange {
  id: string;
  before: number | null;
  after: number | null;
  /** after - before, rounded; null when either side was not measured. */
  change: number | null;
}

export interface ScanDiff {
  before: string;
  after: string;
  scores: ScoreChange[];
  /** Audits failing before and passing (or not applicable) after. */
  fixed: { id: string; title: string }[];
  /** Audits failing after that did not fail before. */
  regressed: { id: string; title: string; failingUrls: string[] }[];
  pages: { before: number; after: number };
}

function scoreChange(id: string, before: number | null, after: number | null): ScoreChange {
  const round = (score: number | null) => (score === null ? null : Math.round(score));
  const change = before === null || after === null ? null : Math.round(after - before);
  return { id, before: round(before), after: round(after), change };
}

/** What got better and worse between two ScanResults of a site (`sitelens diff before.json after.json`). */
export function diffScans(before: ScanResult, after: ScanResult): ScanDiff {
  const categories = [
    ...new Set([...Object.keys(before.scores.categories), ...Object.keys(after.scores.categories)]),
  ];
  const scoreOf = (scan: ScanResult, id: string) =>
    (scan.scores.categories as Record<string, number | null>)[id] ?? null;
  const failing = (scan: ScanResult) =>
    new Set(scan.audits.filter((audit) => auditOutcome(audit) === "fail").map((audit) => audit.id));
  const failedBefore = failing(before);
  const failedAfter = failing(after);
  return {
    before: before.finishedAt,
    after: after.finishedAt,
    scores: [
      scoreChange("overall", before.scores.overall, after.scores.overall),
      ...categories.map((id) => scoreChange(id, scoreOf(before, id), scoreOf(after, id))),
    ],
    fixed: before.audits
      .filter((audit) => failedBefore.has(audit.id) && !failedAfter.has(audit.id))
      .map((audit) => ({ id: audit.id, title: audit.title.en })),
    regressed: after.audits
      .filter((audit) => failedAfter.has(audit.id) && !failedBefore.has(audit.id))
      .map((audit) => ({ id: audit.id, title: audit.failureTitle.en, failingUrls: audit.failingUrls })),
    pages: { before: before.crawl.pagesCrawled, after: after.crawl.pagesCrawled },
  };
}

/** The diff as lines a CI log or a pull-request comment can show. */
export function formatDiff(diff: ScanDiff): string {
  const sign = (change: number | null) =>
    change === null ? "n/a" : change > 0 ? `+${change}` : String(change);
  const lines = [
    `Sitelens diff: ${diff.before} → ${diff.after}`,
    `  pages crawled: ${diff.pages.before} → ${diff.pages.after}`,
    "Scores:",
    ...diff.scores.map(
      (score) =>
        `  ${score.id.padEnd(16)} ${String(score.before ?? "n/a").padStart(4)} → ${String(score.after ?? "n/a").padStart(4)}  (${sign(score.change)})`,
    ),
    `Worse (${diff.regressed.length}):`,
    ...diff.regressed.map((audit) => `  - ${audit.id}: ${audit.title} (${audit.failingUrls.length} page(s))`),
    `Better (${diff.fixed.length}):`,
    ...diff.fixed.map((audit) => `  + ${audit.id}: ${audit.title}`),
  ];
  return `${lines.join("\n")}\n`;
}
