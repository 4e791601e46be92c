import type { RankCheck } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** A check's outcome; "not in the top 100" and "check failed" always look and read differently. */
export function RankCell({ check }: { check: RankCheck | null }) {
  const { t } = useTranslation("search");
  if (!check) return <span className="text-muted-foreground text-sm">{t("rank.notChecked")}</span>;
  if (check.status === "found")
    return (
      <span className="font-semibold tabular-nums" title={check.url ?? undefined}>
        {check.position}
      </span>
    );
  if (check.status === "not_found") return <Badge variant="secondary">{t("rank.notInTop100")}</Badge>;
  return (
    <Badge variant="destructive" title={check.failureMessage ?? undefined}>
      {t("rank.failed", {
        reason: t(`rank.reasons.${check.failureReason}` as "rank.reasons.timeout", {
          defaultValue: check.failureReason ?? "",
        }),
      })}
    </Badge>
  );
}

export function ChangeCell({ change }: { change: number | null }) {
  if (change === null || change === 0) return <span className="text-muted-foreground">–</span>;
  return (
    <span className={change > 0 ? "text-emerald-600 dark:text-emerald-400" : "text-destructive"}>
      {change > 0 ? `▲ ${change}` : `▼ ${Math.abs(change)}`}
    </span>
  );
}
