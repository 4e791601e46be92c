import type { AuditResult } from "@sitelens/shared/scan-result";
import type { CategoryId } from "../audits/types";
import { CATEGORY_WEIGHTS } from "../config/weights";
import { toPoints, weightedMean } from "./weighted-mean";

export const CATEGORY_IDS = Object.keys(CATEGORY_WEIGHTS) as CategoryId[];

/** Category score 0..1 = weighted mean of its scored audits; null ("unavailable") when nothing applied. */
export function scoreCategory(
  audits: AuditResult[],
  category: CategoryId,
  weightOf = (audit: AuditResult) => audit.weight,
) {
  return weightedMean(
    audits.filter((a) => a.category === category).map((a) => ({ score: a.score, weight: weightOf(a) })),
  );
}

export function scoreCategories(audits: AuditResult[]): Record<CategoryId, number | null> {
  return Object.fromEntries(CATEGORY_IDS.map((id) => [id, scoreCategory(audits, id)])) as Record<
    CategoryId,
    number | null
  >;
}

/** Overall 0..100 from category weights; unavailable categories drop out instead of counting as 0. */
export function scoreOverall(categories: Record<CategoryId, number | null>): number | null {
  return toPoints(
    weightedMean(CATEGORY_IDS.map((id) => ({ score: categories[id], weight: CATEGORY_WEIGHTS[id] }))),
  );
}
