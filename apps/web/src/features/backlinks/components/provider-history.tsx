import type { ProviderBacklinksResponse } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/lib/use-language";

type History = NonNullable<ProviderBacklinksResponse["history"]>;

/** New and lost links per month as the provider's index saw them, newest first, with bars to compare. */
export function ProviderHistory({ history }: { history: History }) {
  const { t } = useTranslation("backlinks");
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);
  const month = new Intl.DateTimeFormat(language, { month: "short", year: "numeric", timeZone: "UTC" });
  const largest = Math.max(1, ...history.flatMap((point) => [point.newBacklinks, point.lostBacklinks]));
  const bar = (value: number) => `${Math.round((value / largest) * 100)}%`;
  if (history.length === 0) return <p className="text-muted-foreground text-sm">{t("history.empty")}</p>;
  return (
    <section className="grid gap-2" aria-labelledby="backlink-history-title">
      <h3 id="backlink-history-title" className="font-medium text-sm">
        {t("history.title")}
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="backlink-history">
          <thead className="text-left text-muted-foreground text-xs">
            <tr>
              <th className="py-1 pe-3 font-medium">{t("history.month")}</th>
              <th className="py-1 pe-3 font-medium">{t("history.new")}</th>
              <th className="py-1 pe-3 font-medium">{t("history.lost")}</th>
              <th className="py-1 font-medium">{t("history.domains")}</th>
            </tr>
          </thead>
          <tbody>
            {[...history].reverse().map((point) => (
              <tr key={point.month} className="border-t">
                <td className="whitespace-nowrap py-1.5 pe-3">{month.format(new Date(point.month))}</td>
                <td className="py-1.5 pe-3">
                  <span className="flex items-center gap-2 tabular-nums">
                    <span
                      className="h-2 rounded-sm bg-emerald-600"
                      style={{ width: bar(point.newBacklinks) }}
                    />
                    +{number.format(point.newBacklinks)}
                  </span>
                </td>
                <td className="py-1.5 pe-3">
                  <span className="flex items-center gap-2 tabular-nums">
                    <span className="h-2 rounded-sm bg-red-600" style={{ width: bar(point.lostBacklinks) }} />
                    −{number.format(point.lostBacklinks)}
                  </span>
                </td>
                <td className="whitespace-nowrap py-1.5 tabular-nums">
                  +{number.format(point.newReferringDomains)} / −{number.format(point.lostReferringDomains)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
