import type { AuditResult, ScanTask } from "@sitelens/shared/scan-result";
import type { CategoryId } from "../audits/types";
import { CATEGORY_WEIGHTS, TASK_PRIORITY_THRESHOLDS } from "../config/weights";
import type { SiteArtifacts } from "../gatherers/site/types";
import { buildFix } from "./build-fix";

/**
 * One task per failing audit (informative ones aside; shown-only audits such as field data get impact 0).
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
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
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
        priority:
          rounded >= TASK_PRIORITY_THRESHOLDS.high
            ? "high"
            : rounded >= TASK_PRIORITY_THRESHOLDS.medium
              ? "medium"
              : "low",
        impact: rounded,
        affectedUrls: audit.failingUrls.slice(0, 100),
        fix: buildFix(audit, site),
      } satisfies ScanTask;
    })
    .sort((a, b) => b.impact - a.impact || (a.id < b.id ? -1 : 1));
}
