import type { AuditResult } from "@sitelens/shared/scan-result";
import { AUDIT_SEVERITIES } from "../config/severities";
import { AUDIT_WEIGHTS } from "../config/weights";
import type { Audit, AuditOutcome } from "./types";

/** The serialisable form of one audit's outcome; informative, not-applicable and errored audits weigh 0. */
export function toAuditResult(audit: Audit, outcome: AuditOutcome & { error: string | null }): AuditResult {
  const { meta } = audit;
  const notApplicable = outcome.notApplicable === true || (outcome.score === null && outcome.error === null);
  const scored = !notApplicable && outcome.error === null && meta.scoreDisplayMode !== "informative";
  return {
    id: meta.id,
    category: meta.category,
    taskCategory: meta.taskCategory,
    engines: [...meta.engines],
    title: meta.title,
    failureTitle: meta.failureTitle,
    description: meta.description,
    severity: AUDIT_SEVERITIES[meta.id] ?? "warning",
    scoreDisplayMode: notApplicable ? "notApplicable" : meta.scoreDisplayMode,
    score: outcome.error !== null || notApplicable ? null : roundScore(outcome.score),
    notApplicable,
    displayValue: outcome.displayValue ?? null,
    details: (outcome.details ?? []).slice(0, 50),
    failingUrls: [...(outcome.failingUrls ?? [])].sort().slice(0, 200),
    passed: outcome.passed ?? null,
    applicable: outcome.applicable ?? null,
    weight: scored ? (AUDIT_WEIGHTS[meta.id] ?? 0) : 0,
    error: outcome.error,
  };
}

function roundScore(score: number | null): number | null {
  return score === null ? null : Math.round(score * 1000) / 1000;
}
