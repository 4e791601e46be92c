import type { CompetitorComparison } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useLanguage } from "@/lib/use-language";
import { comparisonQuery, competitorsApi } from "../api/competitors-api";

/**
 * Keywords both domains rank for in Google with both positions, asked of the search data provider
 * on demand (one keyword look-up) and kept with the comparison.
 */
export function SharedKeywords({ competitorId, data }: { competitorId: string; data: CompetitorComparison }) {
  const { t } = useTranslation("competitors");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const number = new Intl.NumberFormat(language);
  const position = (value: number | null) => (value === null ? "–" : number.format(value));
  const fetchKeywords = useMutation({
    mutationFn: () => competitorsApi.sharedKeywords(competitorId),
    onSuccess: (sharedKeywords) =>
      queryClient.setQueryData(comparisonQuery(competitorId).queryKey, (current) =>
        current ? { ...current, sharedKeywords } : current,
      ),
    onError: (error) => toast.error(error.message),
  });
  const shared = data.sharedKeywords;
  return (
    <section className="grid gap-2 text-sm" aria-labelledby="shared-keywords-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="shared-keywords-title" className="font-semibold">
          {t("sharedKeywords.title")}
        </h3>
        {data.keywordProvider && (
          <Button
            variant="outline"
            size="sm"
            disabled={fetchKeywords.isPending}
            onClick={() => fetchKeywords.mutate()}
          >
            {shared ? t("sharedKeywords.refresh") : t("sharedKeywords.fetch")}
          </Button>
        )}
      </div>
      {!data.keywordProvider && <p className="text-muted-foreground">{t("sharedKeywords.noProvider")}</p>}
      {shared && (
        <>
          <p className="text-muted-foreground text-xs">
            {t("sharedKeywords.summary", {
              count: shared.total,
              total: number.format(shared.total),
              date: new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(
                new Date(shared.fetchedAt),
              ),
            })}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full" data-testid="shared-keywords">
              <thead className="text-left text-muted-foreground text-xs">
                <tr>
                  <th className="py-1 pe-3 font-medium">{t("sharedKeywords.keyword")}</th>
                  <th className="py-1 pe-3 text-right font-medium">{t("sharedKeywords.volume")}</th>
                  <th className="py-1 pe-3 text-right font-medium">{t("sharedKeywords.you")}</th>
                  <th className="py-1 text-right font-medium">{t("sharedKeywords.them")}</th>
                </tr>
              </thead>
              <tbody>
                {shared.keywords.map((row) => {
                  const ahead =
                    row.sitePosition !== null &&
                    (row.competitorPosition === null || row.sitePosition < row.competitorPosition);
                  return (
                    <tr key={row.keyword} className="border-t">
                      <td className="break-words py-1.5 pe-3">{row.keyword}</td>
                      <td className="py-1.5 pe-3 text-right tabular-nums">
                        {row.searchVolume === null ? "–" : number.format(row.searchVolume)}
                      </td>
                      <td className={`py-1.5 pe-3 text-right tabular-nums ${ahead ? "font-semibold" : ""}`}>
                        {position(row.sitePosition)}
                      </td>
                      <td className={`py-1.5 text-right tabular-nums ${ahead ? "" : "font-semibold"}`}>
                        {position(row.competitorPosition)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
