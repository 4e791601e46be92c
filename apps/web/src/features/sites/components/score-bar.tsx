import { cn } from "@/lib/utils";
import { scoreTone, toneFill, toneText } from "./score-tone";

/** A labelled horizontal bar for one score; the label may carry a note such as "estimate". */
export function ScoreBar({ label, score, note }: { label: string; score: number | null; note?: string }) {
  const tone = scoreTone(score);
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="truncate">
          {label}
          {note && <span className="ml-1.5 text-muted-foreground text-xs">{note}</span>}
        </span>
        <span className={cn("font-semibold tabular-nums", toneText[tone])}>
          {score === null ? "–" : Math.round(score)}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted">
        <div className={cn("h-full rounded-full", toneFill[tone])} style={{ width: `${score ?? 0}%` }} />
      </div>
    </div>
  );
}
