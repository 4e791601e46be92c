import { HISTORY_RANGES, type HistoryPoint } from "@sitelens/shared";
import { numberFormats } from "@sitelens/shared/text/format-numbers";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LineChartFrame } from "@/components/charts/line-chart-frame";
import { RangeButtons } from "@/components/charts/range-buttons";
import { Spinner } from "@/components/ui/spinner";
import { historyQuery } from "@/features/sites/api/sites-api";
import { useLanguage } from "@/lib/use-language";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 10, right: 12, bottom: 10, left: 6 };
const TICKS = [0, 50, 100];
const SERIES = [
  { key: "overall", className: "stroke-primary", width: 2.5 },
  { key: "google", className: "stroke-sky-500", width: 1.5 },
  { key: "chatgpt", className: "stroke-violet-500", width: 1.5 },
] as const;

const yOf = (score: number) => PAD.top + (1 - score / 100) * (HEIGHT - PAD.top - PAD.bottom);

function pathOf(points: HistoryPoint[], key: (typeof SERIES)[number]["key"], x: (i: number) => number) {
  return points
    .map((point, index) => (point[key] === null ? null : `${x(index)},${yOf(point[key] ?? 0)}`))
    .filter(Boolean)
    .map((xy, index) => `${index === 0 ? "M" : "L"}${xy}`)
    .join(" ");
}

/** Score history over 7, 30, 90 or 365 days (spec §9), drawn as plain SVG. */
export function HistoryChart({ siteId }: { siteId: string }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const [days, setDays] = useState<number>(30);
  const history = useQuery(historyQuery(siteId, days));
  const points = history.data ?? [];
  const span = Math.max(points.length - 1, 1);
  const x = (index: number) =>
    points.length === 1 ? WIDTH / 2 : PAD.left + (index / span) * (WIDTH - PAD.left - PAD.right);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(language, { day: "numeric", month: "short" });

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
        <RangeButtons
          legend={t("history.range")}
          ranges={HISTORY_RANGES}
          value={days}
          onChange={setDays}
          label={(range) => t(`history.days${range}`)}
        />
      </div>
      {history.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {history.data && points.length === 0 && (
        <p className="text-muted-foreground text-sm">{t("history.empty")}</p>
      )}
      {points.length > 0 && (
        <LineChartFrame
          size={{ width: WIDTH, height: HEIGHT, left: PAD.left, right: PAD.right }}
          ticks={TICKS}
          yOf={yOf}
          xLabels={[date(points[0]!.createdAt), date(points.at(-1)!.createdAt)]}
          language={language}
          label={t("history.chartLabel", { count: points.length })}
          dashed
        >
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
                cy={yOf(point.overall)}
                r="3"
                className="fill-primary"
              >
                <title>{`${date(point.createdAt)}: ${numberFormats(language).number(point.overall)}`}</title>
              </circle>
            ),
          )}
        </LineChartFrame>
      )}
    </div>
  );
}
