import type { AuditSeverity, ScanResult } from "@sitelens/shared/scan-result";
import { auditOutcome } from "@sitelens/shared/scan-summary/summarize-scan";
import { z } from "zod";

const minScore = z.number().min(0).max(100);

/** `--budget budget.json`: what a pipeline requires of a scan before it lets a change through. */
export const budgetSchema = z
  .object({
    /** Minimum overall score. */
    overall: minScore.optional(),
    /** Minimum score per category id (technical, content, ux, offpage, speedMobile, speedDesktop, internalLinks, aio). */
    categories: z.record(z.string(), minScore).default({}),
    /** Audit ids that must pass. */
    mustPass: z.array(z.string()).default([]),
    /** Maximum number of failing audits per severity. */
    maxIssues: z
      .object({
        error: z.number().int().min(0),
        warning: z.number().int().min(0),
        notice: z.number().int().min(0),
      })
      .partial()
      .default({}),
  })
  .strict();
export type Budget = z.infer<typeof budgetSchema>;

export interface BudgetCheck {
  /** e.g. "overall", "category:technical", "audit:document-title", "issues:error". */
  id: string;
  passed: boolean;
  /** What was required and what the scan had, in words a CI log can show. */
  message: string;
}

/**
 * Every rule of the budget against the scan, passed or not (JUnit lists both). A category the scan
 * could not score (null) fails its minimum: an unmeasured page must not pass a gate silently.
 */
export function checkBudget(result: ScanResult, budget: Budget): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const minimum = (id: string, score: number | null, min: number) =>
    checks.push({
      id,
      passed: score !== null && score >= min,
      message: `${id} score ${score === null ? "not measured" : Math.round(score)}, minimum ${min}`,
    });
  if (budget.overall !== undefined) minimum("overall", result.scores.overall, budget.overall);
  for (const [category, min] of Object.entries(budget.categories)) {
    const scores = result.scores.categories as Record<string, number | null>;
    minimum(`category:${category}`, category in scores ? (scores[category] ?? null) : null, min);
  }
  const audits = new Map(result.audits.map((audit) => [audit.id, audit]));
  for (const id of budget.mustPass) {
    const audit = audits.get(id);
    const outcome = audit ? auditOutcome(audit) : "missing";
    checks.push({
      id: `audit:${id}`,
      passed: outcome === "pass" || outcome === "na",
      message: `audit ${id} ${outcome === "missing" ? "did not run" : outcome === "fail" ? "fails" : `is ${outcome}`}`,
    });
  }
  const failing = result.audits.filter((audit) => auditOutcome(audit) === "fail");
  for (const [severity, max] of Object.entries(budget.maxIssues) as [AuditSeverity, number][]) {
    const count = failing.filter((audit) => (audit.severity ?? "warning") === severity).length;
    checks.push({
      id: `issues:${severity}`,
      passed: count <= max,
      message: `${count} failing ${severity} audit(s), maximum ${max}`,
    });
  }
  return checks;
}
