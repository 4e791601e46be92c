import type { AuditResult, ScanTask } from "@sitelens/shared/scan-result";
import type { CategoryId } from "../audits/types";
import { SEVERITY_RANK } from "../config/severities";
import { CATEGORY_WEIGHTS } from "../config/weights";
import type { SiteArtifacts } from "../gatherers/site/types";
import { buildFix } from "./build-fix";

/**
 * Lighthouse colours a metric scoring 0.9 or more green: such a measurement has passed and is no task.
 * Share-of-pages audits fail as soon as one page fails.
 */
const isFailing = (audit: AuditResult) =>
  audit.score !== null && audit.score < (audit.scoreDisplayMode === "numeric" ? 0.9 : 1);
const PRIORITY_BY_SEVERITY = { error: "high", warning: "medium", notice: "low" } as const;

/**
 * One task per failing audit (informative ones aside, shown-only field data at impact 0). Priority is the audit's severity, so a missing title
 * (error) always outranks a missing alt text (warning) and tasks sort by severity, then impact.
 * Impact = overall points gained if every affected page passed: the audit's share of its category's
 * weight × the missing score × the category's share of the overall.
 */
export function buildTasks(
  audits: AuditResult[],
  categories: Record<CategoryId, number | null>,
  site: SiteArtifacts,
): ScanTask[] {
  const categoryWeight = (category: CategoryId) =>
    audits.filter((a) => a.category === category).reduce((sum, a) => sum + a.weight, 0);
  const availableWeight = (Object.keys(categories) as CategoryId[])
    .filter((id) => categories[id] !== null)
    .reduce((sum, id) => sum + CATEGORY_WEIGHTS[id], 0);
  return audits
    .filter((audit) => isFailing(audit) && audit.scoreDisplayMode !== "informative")
    .map((audit) => {
      const impact =
        availableWeight === 0 || audit.weight === 0
          ? 0
          : (audit.weight / categoryWeight(audit.category)) *
            (1 - (audit.score ?? 0)) *
            (CATEGORY_WEIGHTS[audit.category] / availableWeight) *
            100;
      const rounded = Math.round(impact * 100) / 100;
      return {
        id: audit.id,
        auditId: audit.id,
        title: audit.failureTitle,
        category: audit.taskCategory,
        severity: audit.severity,
        priority: PRIORITY_BY_SEVERITY[audit.severity],
        impact: rounded,
        affectedUrls: audit.failingUrls.slice(0, 100),
        fix: buildFix(audit, site),
      } satisfies ScanTask;
    })
    .sort(
      (a, b) =>
        SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
        b.impact - a.impact ||
        (a.id < b.id ? -1 : 1),
    );
}
