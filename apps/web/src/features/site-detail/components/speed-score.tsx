import { scoreTone, toneText } from "@/features/sites/components/score-tone";
import { cn } from "@/lib/utils";

/** Lighthouse's performance score, 0–100 in its colours (0–49 red, 50–89 orange, 90–100 green). */
export function SpeedScore({ points, className }: { points: number | null; className?: string }) {
  return (
    <span
      className={cn("font-semibold tabular-nums", toneText[scoreTone(points)], className)}
      data-testid="speed-score"
    >
      {points === null ? "–" : points}
    </span>
  );
}
