import { HISTORY_RANGES, type HistoryPoint } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { historyQuery } from "@/features/sites/api/sites-api";
import { cn } from "@/lib/utils";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 10, right: 12, bottom: 24, left: 30 };
const SERIES = [
  { key: "overall", className: "stroke-primary", width: 2.5 },
  { key: "google", className: "stroke-sky-500", width: 1.5 },
  { key: "chatgpt", className: "stroke-violet-500", width: 1.5 },
] as const;

function pathOf(points: HistoryPoint[], key: (typeof SERIES)[number]["key"], x: (i: number) => number) {
  const y = (score: number) => PAD.top + (1 - score / 100) * (HEIGHT - PAD.top - PAD.bottom);
  return points
    .map((point, index) => (point[key] === null ? null : `${x(index)},${y(point[key] ?? 0)}`))
    .filter(Boolean)
    .map((xy, index) => `${index === 0 ? "M" : "L"}${xy}`)
    .join(" ");
}

/** Score history over 7, 30, 90 or 365 days (spec §9), drawn as plain SVG. */
export function HistoryChart({ siteId }: { siteId: string }) {
  const { t, i18n } = useTranslation("sites");
  const [days, setDays] = useState<number>(30);
  const history = useQuery(historyQuery(siteId, days));
  const points = history.data ?? [];
  const span = Math.max(points.length - 1, 1);
  const x = (index: number) =>
    points.length === 1 ? WIDTH / 2 : PAD.left + (index / span) * (WIDTH - PAD.left - PAD.right);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { day: "numeric", month: "short" });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-3 text-xs">
          {SERIES.map(({ key, className }) => (
            <span key={key} className="inline-flex items-center gap-1.5">
              <svg width="14" height="4" aria-hidden="true">
                <line x1="0" y1="2" x2="14" y2="2" strokeWidth="3" className={className} />
              </svg>
              {t(`history.series.${key}`)}
            </span>
          ))}
        </div>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t("history.range")}</legend>
          {HISTORY_RANGES.map((range) => (
            <Button
              key={range}
              size="sm"
              variant={days === range ? "secondary" : "ghost"}
              aria-pressed={days === range}
              className="h-7 px-2"
              onClick={() => setDays(range)}
            >
              {t(`history.days${range}`)}
            </Button>
          ))}
        </fieldset>
      </div>
      {history.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {history.data && points.length === 0 && (
        <p className="text-muted-foreground text-sm">{t("history.empty")}</p>
      )}
      {points.length > 0 && (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full"
          role="img"
          aria-label={t("history.chartLabel", { count: points.length })}
        >
          {[0, 50, 100].map((tick) => {
            const y = PAD.top + (1 - tick / 100) * (HEIGHT - PAD.top - PAD.bottom);
            return (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={y}
                  y2={y}
                  className="stroke-border"
                  strokeDasharray="3 3"
                />
                <text
                  x={PAD.left - 6}
                  y={y + 4}
                  textAnchor="end"
                  className="fill-muted-foreground text-[10px]"
                >
                  {tick}
                </text>
              </g>
            );
          })}
          {SERIES.map(({ key, className, width }) => (
            <path
              key={key}
              d={pathOf(points, key, x)}
              fill="none"
              strokeWidth={width}
              className={className}
            />
          ))}
          {points.map((point, index) =>
            point.overall === null ? null : (
              <circle
                key={point.createdAt}
                cx={x(index)}
                cy={PAD.top + (1 - point.overall / 100) * (HEIGHT - PAD.top - PAD.bottom)}
                r="3"
                className={cn("fill-primary")}
              >
                <title>{`${date(point.createdAt)}: ${Math.round(point.overall)}`}</title>
              </circle>
            ),
          )}
          <text x={PAD.left} y={HEIGHT - 6} className="fill-muted-foreground text-[10px]">
            {date(points[0]!.createdAt)}
          </text>
          <text
            x={WIDTH - PAD.right}
            y={HEIGHT - 6}
            textAnchor="end"
            className="fill-muted-foreground text-[10px]"
          >
            {date(points.at(-1)!.createdAt)}
          </text>
        </svg>
      )}
    </div>
  );
}
