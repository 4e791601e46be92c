import { useTranslation } from "react-i18next";
import { formatters } from "./format";

const WIDTH = 640;
const HEIGHT = 180;
const PAD = 6;

export interface ChartSeries {
  label: string;
  className: string;
  values: number[];
}

/**
 * Daily values as plain SVG lines, each series scaled to its own maximum (clicks and impressions
 * differ by orders of magnitude); the legend and the tables carry the exact numbers.
 */
export function DailyChart({ dates, series }: { dates: string[]; series: ChartSeries[] }) {
  const { t, i18n } = useTranslation("google");
  const format = formatters(i18n.language);
  if (dates.length === 0) return <p className="text-muted-foreground text-sm">{t("noData")}</p>;
  const span = Math.max(dates.length - 1, 1);
  const x = (index: number) => (dates.length === 1 ? WIDTH / 2 : (index / span) * WIDTH);
  const path = (values: number[]) => {
    const max = Math.max(...values, 1);
    return values
      .map((value, index) => {
        const y = PAD + (1 - value / max) * (HEIGHT - 2 * PAD);
        return `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y.toFixed(1)}`;
      })
      .join(" ");
  };
  const ticks = [...new Set([0, Math.floor(span / 2), span])].filter((index) => index < dates.length);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-3 text-xs">
        {series.map((item) => (
          <span key={item.label} className="inline-flex items-center gap-1.5">
            <svg width="14" height="4" aria-hidden="true">
              <line x1="0" y1="2" x2="14" y2="2" strokeWidth="3" className={item.className} />
            </svg>
            {item.label}
          </span>
        ))}
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-44 w-full border-b"
        role="img"
        aria-label={t("chartLabel", {
          metrics: series.map((item) => item.label).join(", "),
          count: dates.length,
        })}
      >
        {series.map((item) => (
          <path
            key={item.label}
            d={path(item.values)}
            fill="none"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
            className={item.className}
          />
        ))}
      </svg>
      {/* Dates as HTML under the chart: SVG text would grow with the chart's width. */}
      <div className="flex justify-between text-muted-foreground text-xs" aria-hidden="true">
        {ticks.map((index) => (
          <span key={index}>{format.date(dates[index] ?? "")}</span>
        ))}
      </div>
    </div>
  );
}
