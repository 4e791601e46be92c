/** Weighted arithmetic mean over items with a score and positive weight; null when none qualifies. */
export function weightedMean(items: { score: number | null; weight: number }[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const { score, weight } of items) {
    if (score === null || weight <= 0) continue;
    sum += score * weight;
    weights += weight;
  }
  return weights > 0 ? sum / weights : null;
}

/** 0..1 to a 0..100 integer, keeping null as "unavailable". */
export function toPoints(score: number | null): number | null {
  return score === null ? null : Math.round(score * 100);
}
