import { RANK_HISTORY_RANGES } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { rankHistoryQuery } from "../api/rank-checker-api";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 10, right: 12, bottom: 24, left: 34 };

/** Position over time (1 at the top); "not in top 100" sits on the bottom line, failed checks are gaps. */
export function RankHistoryChart({ keywordId }: { keywordId: string }) {
  const { t, i18n } = useTranslation("search");
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
    new Date(iso).toLocaleDateString(i18n.language, { day: "numeric", month: "short" });
  return (
    <div className="grid grid-cols-1 gap-3">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t("rank.range")}</legend>
        {RANK_HISTORY_RANGES.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={range === option ? "secondary" : "ghost"}
            aria-pressed={range === option}
            className="h-7 px-2"
            onClick={() => setRange(option)}
          >
            {t(`rank.ranges.${option}`)}
          </Button>
        ))}
      </fieldset>
      {history.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {history.data && checks.length === 0 && (
        <p className="text-muted-foreground text-sm">{t("rank.noHistory")}</p>
      )}
      {checks.length > 0 && (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full"
          role="img"
          aria-label={t("rank.chartLabel")}
        >
          {[1, 10, 50, 100].map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-border"
              />
              <text
                x={PAD.left - 6}
                y={y(tick) + 4}
                textAnchor="end"
                className="fill-muted-foreground text-[10px]"
              >
                {tick}
              </text>
            </g>
          ))}
          <path d={path} fill="none" strokeWidth="2" className="stroke-primary" />
          {points.map((point, index) =>
            point ? (
              <circle key={point.check.id} cx={point.x} cy={point.y} r="3" className="fill-primary">
                <title>{`${date(point.check.checkedAt)}: ${point.check.position ?? t("rank.notInTop100")}`}</title>
              </circle>
            ) : (
              <text
                key={checks[index]?.id}
                x={x(index)}
                y={HEIGHT - PAD.bottom + 14}
                textAnchor="middle"
                className="fill-destructive text-[10px]"
              >
                ×
              </text>
            ),
          )}
          <text x={PAD.left} y={HEIGHT - 4} className="fill-muted-foreground text-[10px]">
            {date(checks[0]?.checkedAt ?? "")}
          </text>
          <text
            x={WIDTH - PAD.right}
            y={HEIGHT - 4}
            textAnchor="end"
            className="fill-muted-foreground text-[10px]"
          >
            {date(checks.at(-1)?.checkedAt ?? "")}
          </text>
        </svg>
      )}
    </div>
  );
}
