import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** The overall score of the last analyses as a small line (0–100 scale). */
export function Sparkline({ points, className }: { points: number[]; className?: string }) {
  const { t } = useTranslation("dashboard");
  // One analysis is a point, not a trend: say when one appears rather than print a bare dash.
  if (points.length < 2)
    return <span className="text-muted-foreground text-xs">{t("columns.trendPending")}</span>;
  const width = 64;
  const height = 20;
  const step = width / (points.length - 1);
  const path = points
    .map((value, index) => `${(index * step).toFixed(1)},${(height - (value / 100) * height).toFixed(1)}`)
    .join(" ");
  const rising = (points.at(-1) ?? 0) >= (points[0] ?? 0);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={cn("overflow-visible", className)}
      aria-hidden="true"
    >
      <polyline
        points={path}
        fill="none"
        strokeWidth={1.5}
        strokeLinejoin="round"
        className={rising ? "stroke-emerald-500" : "stroke-red-500"}
      />
    </svg>
  );
}
