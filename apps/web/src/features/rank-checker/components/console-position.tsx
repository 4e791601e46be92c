import type { SearchConsoleQuery } from "@sitelens/shared";
import { useTranslation } from "react-i18next";

/** Search Console's 28-day average position, marked as an average ("~", "avg.") and never as a rank check. */
export function ConsolePosition({ row }: { row: SearchConsoleQuery | null }) {
  const { t, i18n } = useTranslation("search");
  if (!row) return <span className="text-muted-foreground">–</span>;
  const position = row.averagePosition.toLocaleString(i18n.language);
  return (
    <span
      className="whitespace-nowrap tabular-nums"
      title={t("rank.console.cellHint", { impressions: row.impressions.toLocaleString(i18n.language) })}
    >
      ~{position} <span className="text-muted-foreground text-xs">{t("rank.console.short")}</span>
    </span>
  );
}
