import type { SiteComparison } from "@sitelens/shared";
import { numberFormats } from "@sitelens/shared/text/format-numbers";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ScoreChange } from "@/features/sites/components/score-change";
import { siteComparisonQuery } from "../api/monitoring-api";

function Counts({ comparison }: { comparison: SiteComparison }) {
  const { t, i18n } = useTranslation("monitoring");
  const number = new Intl.NumberFormat(i18n.language);
  const { counts } = comparison;
  const parts = [
    counts.newErrors > 0 &&
      t("since.newErrors", { count: counts.newErrors, formatted: number.format(counts.newErrors) }),
    counts.newIssues - counts.newErrors > 0 &&
      t("since.newWarnings", {
        count: counts.newIssues - counts.newErrors,
        formatted: number.format(counts.newIssues - counts.newErrors),
      }),
    counts.fixedIssues > 0 &&
      t("since.fixed", { count: counts.fixedIssues, formatted: number.format(counts.fixedIssues) }),
    counts.pagesAppeared > 0 &&
      t("since.pagesAppeared", {
        count: counts.pagesAppeared,
        formatted: number.format(counts.pagesAppeared),
      }),
    counts.pagesDisappeared > 0 &&
      t("since.pagesDisappeared", {
        count: counts.pagesDisappeared,
        formatted: number.format(counts.pagesDisappeared),
      }),
    counts.statusChanged > 0 &&
      t("since.statusChanged", {
        count: counts.statusChanged,
        formatted: number.format(counts.statusChanged),
      }),
  ].filter((part): part is string => Boolean(part));
  return <span>{parts.length > 0 ? parts.join(", ") : t("since.noChanges")}</span>;
}

/** "Since last analysis: +3, 2 new errors, 5 fixed": the stored comparison of the latest analysis. */
export function SinceLastAnalysis({ siteId, version }: { siteId: string; version: string | null }) {
  const { t, i18n } = useTranslation("monitoring");
  const language = i18n.language.startsWith("tr") ? "tr" : "en";
  const comparison = useQuery(siteComparisonQuery(siteId, version));
  const data = comparison.data;
  if (comparison.isPending) return null;
  if (!data) return <p className="text-muted-foreground text-sm">{t("since.nothing")}</p>;
  const { before, after } = data.overall;
  return (
    <div className="grid gap-1 text-sm" data-testid="since-last-analysis">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{t("since.title")}</span>
        {data.unreachable ? (
          <span className="text-red-600 dark:text-red-400">{t("since.unreachable")}</span>
        ) : (
          <>
            {after !== null && <ScoreChange score={after} previous={before} />}
            <Counts comparison={data} />
          </>
        )}
      </p>
      {data.unreachable && data.reason && (
        <p className="text-muted-foreground text-xs">{data.reason[language]}</p>
      )}
      <p className="text-muted-foreground text-xs">
        {t(data.scheduled ? "since.scheduled" : "since.manual", {
          date: numberFormats(language).dateTime(data.createdAt),
        })}
      </p>
    </div>
  );
}
