import { RANK_HISTORY_RANGES } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LineChartFrame } from "@/components/charts/line-chart-frame";
import { RangeButtons } from "@/components/charts/range-buttons";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/lib/use-language";
import { rankHistoryQuery } from "../api/rank-checker-api";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 10, right: 12, bottom: 20, left: 6 };
const TICKS = [1, 10, 50, 100];

/** Position over time (1 at the top); "not in top 100" sits on the bottom line, failed checks are gaps. */
export function RankHistoryChart({ keywordId }: { keywordId: string }) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const [range, setRange] = useState<(typeof RANK_HISTORY_RANGES)[number]>("30d");
  const history = useQuery(rankHistoryQuery(keywordId, range));
  const checks = history.data ?? [];
  const span = Math.max(checks.length - 1, 1);
  const x = (index: number) =>
    checks.length === 1 ? WIDTH / 2 : PAD.left + (index / span) * (WIDTH - PAD.left - PAD.right);
  const y = (position: number) => PAD.top + ((position - 1) / 100) * (HEIGHT - PAD.top - PAD.bottom);
  const points = checks.map((check, index) =>
    check.status === "failed" ? null : { x: x(index), y: y(check.position ?? 101), check },
  );
  const path = points
    .filter((point) => point !== null)
    .map((point, index) => `${index === 0 ? "M" : "L"}${point.x},${point.y}`)
    .join(" ");
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(language, { day: "numeric", month: "short" });
  return (
    <div className="grid grid-cols-1 gap-3">
      <RangeButtons
        legend={t("rank.range")}
        ranges={RANK_HISTORY_RANGES}
        value={range}
        onChange={setRange}
        label={(option) => t(`rank.ranges.${option}`)}
      />
      {history.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {history.data && checks.length === 0 && (
        <p className="text-muted-foreground text-sm">{t("rank.noHistory")}</p>
      )}
      {checks.length > 0 && (
        <LineChartFrame
          size={{ width: WIDTH, height: HEIGHT, left: PAD.left, right: PAD.right }}
          ticks={TICKS}
          yOf={y}
          xLabels={[date(checks[0]?.checkedAt ?? ""), date(checks.at(-1)?.checkedAt ?? "")]}
          language={language}
          label={t("rank.chartLabel")}
        >
          <path d={path} fill="none" strokeWidth="2" className="stroke-primary" />
          {points.map((point, index) =>
            point ? (
              <circle key={point.check.id} cx={point.x} cy={point.y} r="3" className="fill-primary">
                <title>{`${date(point.check.checkedAt)}: ${point.check.position ?? t("rank.notInTop100")}`}</title>
              </circle>
            ) : (
              // A failed check: a cross below the chart's lines, drawn rather than written so it keeps its size.
              <path
                key={checks[index]?.id}
                d={`M${x(index) - 4},${HEIGHT - 12} l8,8 m0,-8 l-8,8`}
                strokeWidth="2"
                className="stroke-destructive"
              />
            ),
          )}
        </LineChartFrame>
      )}
    </div>
  );
}
