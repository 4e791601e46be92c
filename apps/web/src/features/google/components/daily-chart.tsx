import { useTranslation } from "react-i18next";
import { formatters } from "./format";

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 22, left: 8 };

export interface ChartSeries {
  label: string;
  className: string;
  values: number[];
}

/**
 * Daily values as plain SVG lines, each series scaled to its own maximum (clicks and impressions
 * differ by orders of magnitude); the legend and the table carry the exact numbers.
 */
export function DailyChart({ dates, series }: { dates: string[]; series: ChartSeries[] }) {
  const { t, i18n } = useTranslation("google");
  const format = formatters(i18n.language);
  if (dates.length === 0) return <p className="text-muted-foreground text-sm">{t("noData")}</p>;
  const span = Math.max(dates.length - 1, 1);
  const x = (index: number) => PAD.left + (index / span) * (WIDTH - PAD.left - PAD.right);
  const path = (values: number[]) => {
    const max = Math.max(...values, 1);
    return values
      .map((value, index) => {
        const y = PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom);
        return `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y.toFixed(1)}`;
      })
      .join(" ");
  };
  const ticks = [...new Set([0, Math.floor(span / 2), span])];
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
        className="h-auto w-full"
        role="img"
        aria-label={t("chartLabel", {
          metrics: series.map((item) => item.label).join(", "),
          count: dates.length,
        })}
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-border"
        />
        {series.map((item) => (
          <path
            key={item.label}
            d={path(item.values)}
            fill="none"
            strokeWidth="2"
            className={item.className}
          />
        ))}
        {ticks.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={HEIGHT - 6}
            textAnchor={index === 0 ? "start" : index === span ? "end" : "middle"}
            className="fill-muted-foreground text-[11px]"
          >
            {format.date(dates[index] ?? "")}
          </text>
        ))}
      </svg>
    </div>
  );
}
