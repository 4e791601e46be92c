import { cn } from "@/lib/utils";
import { scoreTone, toneStroke, toneText } from "./score-tone";

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring gauge for a 0-100 score; null shows a dash. */
export function ScoreGauge({
  score,
  label,
  size = 96,
  className,
}: {
  score: number | null;
  label: string;
  size?: number;
  className?: string;
}) {
  const tone = scoreTone(score);
  const filled = score === null ? 0 : (Math.max(0, Math.min(100, score)) / 100) * CIRCUMFERENCE;
  return (
    <div
      className={cn("relative inline-flex shrink-0 items-center justify-center", className)}
      style={{ width: size, height: size }}
      role="img"
      aria-label={`${label}: ${score === null ? "–" : Math.round(score)}`}
    >
      <svg viewBox="0 0 100 100" className="-rotate-90 absolute inset-0" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="8" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          className={cn(toneStroke[tone], "transition-[stroke-dasharray] duration-700")}
        />
      </svg>
      <span className={cn("font-semibold tabular-nums", toneText[tone])} style={{ fontSize: size * 0.28 }}>
        {score === null ? "–" : Math.round(score)}
      </span>
    </div>
  );
}
