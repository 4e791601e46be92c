import type { AuditResult, AuditSeverity, ScanResult } from "../scan-result";
import { pageUnscoredReason } from "./page-unscored-reason";

export type AuditOutcome = "pass" | "fail" | "info" | "na";

/** Pass, fail, informative or not applicable: the one rule the screen, the PDF and the counts share. */
export function auditOutcome(audit: AuditResult): AuditOutcome {
  if (audit.notApplicable || audit.scoreDisplayMode === "notApplicable") return "na";
  if (audit.score === null) return "info";
  // Lighthouse colours numeric metrics green from 0.9; a share-of-pages check fails with one page.
  const passAt = audit.scoreDisplayMode === "numeric" ? 0.9 : 1;
  return audit.score >= passAt ? "pass" : "fail";
}

export const SEVERITIES: readonly AuditSeverity[] = ["error", "warning", "notice"];

export interface ScanSummary {
  crawl: {
    crawled: number;
    status2xx: number;
    status3xx: number;
    status4xx: number;
    status5xx: number;
    /** Not fetched: blocked by robots.txt or no answer. */
    blocked: number;
    notFetched: number;
    noindex: number;
    /** Pages loaded in a real browser (Chromium) for the speed measurements. */
    rendered: number;
    /** Pages with a score of their own (fetched, 2xx/3xx). */
    scored: number;
  };
  checks: {
    /** Checks that applied to this site (scored or shown). */
    run: number;
    failing: number;
    passed: number;
    notApplicable: number;
    /** Failing checks per severity. */
    bySeverity: Record<AuditSeverity, number>;
  };
}

/** The counts the overview, the SEO tab and the PDF all show, computed once from the stored result. */
export function summarizeScan(scan: ScanResult): ScanSummary {
  const pages = scan.pages;
  const between = (low: number, high: number) =>
    pages.filter((page) => page.error === null && page.status >= low && page.status < high).length;
  const outcomes = scan.audits.map((audit) => ({ audit, outcome: auditOutcome(audit) }));
  const failing = outcomes.filter(({ outcome }) => outcome === "fail");
  const bySeverity = { error: 0, warning: 0, notice: 0 };
  for (const { audit } of failing) bySeverity[audit.severity ?? "warning"]++;
  return {
    crawl: {
      crawled: scan.crawl.pagesCrawled,
      status2xx: between(200, 300),
      status3xx: between(300, 400),
      status4xx: between(400, 500),
      status5xx: between(500, 600),
      blocked: pages.filter((page) => page.error === "robots_disallowed").length,
      notFetched: pages.filter((page) => page.error !== null && page.error !== "robots_disallowed").length,
      noindex: pages.filter((page) => page.noindex).length,
      rendered:
        scan.speed.status === "measured"
          ? new Set(scan.speed.runs.filter((run) => run.error === null).map((run) => run.url)).size
          : 0,
      scored: pages.filter((page) => pageUnscoredReason(page) === null).length,
    },
    checks: {
      run: outcomes.filter(({ outcome }) => outcome !== "na").length,
      failing: failing.length,
      passed: outcomes.filter(({ outcome }) => outcome === "pass").length,
      notApplicable: outcomes.filter(({ outcome }) => outcome === "na").length,
      bySeverity,
    },
  };
}
