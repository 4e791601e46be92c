import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { cn } from "@/lib/utils";

/** One headline number with its change against the previous period; `lowerIsBetter` for positions. */
export function MetricCard({
  label,
  value,
  change,
  changeLabel,
  rising,
  lowerIsBetter = false,
}: {
  label: string;
  value: string;
  change: string | null;
  changeLabel: string | null;
  rising: boolean | null;
  lowerIsBetter?: boolean;
}) {
  const good = rising === null ? null : lowerIsBetter ? !rising : rising;
  const Arrow = rising ? ArrowUpRight : ArrowDownRight;
  return (
    <div className="grid min-w-0 gap-1 rounded-lg border bg-card p-3" data-testid="metric-card">
      <span className="truncate text-muted-foreground text-xs">{label}</span>
      <span className="font-semibold text-xl tabular-nums">{value}</span>
      {change && (
        <span
          className={cn(
            "inline-flex items-center gap-0.5 text-xs",
            good === null
              ? "text-muted-foreground"
              : good
                ? "text-emerald-700 dark:text-emerald-400"
                : "text-red-700 dark:text-red-400",
          )}
          title={changeLabel ?? undefined}
        >
          {rising !== null && <Arrow className="size-3.5" aria-hidden="true" />}
          <span className="sr-only">{changeLabel}</span>
          <span aria-hidden="true">{change}</span>
        </span>
      )}
    </div>
  );
}
