/** Lighthouse's bands: 90+ good, 50-89 needs work, below 50 poor. */
export function scoreTone(score: number | null | undefined): "good" | "average" | "poor" | "none" {
  if (score === null || score === undefined) return "none";
  if (score >= 90) return "good";
  if (score >= 50) return "average";
  return "poor";
}

/** Text shades that keep WCAG AA contrast (4.5:1) on the light and the dark card. */
export const toneText = {
  good: "text-emerald-700 dark:text-emerald-400",
  average: "text-amber-700 dark:text-amber-400",
  poor: "text-red-700 dark:text-red-400",
  none: "text-muted-foreground",
} as const;

export const toneStroke = {
  good: "stroke-emerald-500",
  average: "stroke-amber-500",
  poor: "stroke-red-500",
  none: "stroke-muted-foreground/40",
} as const;

export const toneFill = {
  good: "bg-emerald-500",
  average: "bg-amber-500",
  poor: "bg-red-500",
  none: "bg-muted-foreground/40",
} as const;
