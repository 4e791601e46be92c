import type { SiteDetail } from "@sitelens/shared";
import { CircleCheck, CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ENGINE_NAMES } from "@/features/sites/components/engine-scores";
import { VisibilityCard } from "@/features/visibility/components/visibility-card";
import { CategoryAudits } from "./category-audits";
import { HeaderRow } from "./header-row";

const PURPOSES = ["search", "retrieval", "training"] as const;

function YesNo({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return value ? (
    <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-300">
      <CircleCheck className="size-3.5" aria-hidden="true" />
      {yes}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-red-700 dark:text-red-300">
      <CircleX className="size-3.5" aria-hidden="true" />
      {no}
    </span>
  );
}

/** AI-search readiness: bot access by purpose, llms.txt, entity and evidence findings, per-engine estimates. */
export function AioTab({ site }: { site: SiteDetail }) {
  const { t } = useTranslation("sites");
  const scan = site.analysisData;
  if (!scan) return <p className="text-muted-foreground text-sm">{t("detail.noAnalysis")}</p>;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <VisibilityCard site={site} />
      <Card data-testid="llms-txt">
        <CardHeader>
          <CardTitle>llms.txt</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <YesNo value={scan.llmsTxt.present} yes={t("aio.llmsPresent")} no={t("aio.llmsMissing")} />
          {scan.llmsTxt.present && (
            <>
              <YesNo value={scan.llmsTxt.valid} yes={t("aio.llmsValid")} no={t("aio.llmsInvalid")} />
              <span className="text-muted-foreground">
                {t("aio.llmsLinks", { count: scan.llmsTxt.links })}
              </span>
            </>
          )}
          <span className="text-muted-foreground text-xs">
            {t("aio.llmsStatus", { status: scan.llmsTxt.status })}
          </span>
          <p className="text-muted-foreground text-xs">{t("aio.llmsHint")}</p>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t("aio.bots")}</CardTitle>
        </CardHeader>
        <CardContent className="relative overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="ai-bot-table">
            <HeaderRow
              cellClassName="py-1.5 pr-3"
              labels={[t("aio.bot"), t("aio.purpose"), t("aio.access"), t("aio.engines")]}
            />
            <tbody>
              {PURPOSES.flatMap((purpose) =>
                scan.aiBotAccess
                  .filter((bot) => bot.purpose === purpose)
                  .map((bot) => (
                    <tr key={bot.token} className="border-t">
                      <td className="py-1.5 pr-3 font-mono text-xs">{bot.token}</td>
                      <td className="py-1.5 pr-3">{t(`aio.purposes.${purpose}`)}</td>
                      <td className="py-1.5 pr-3">
                        <YesNo value={bot.allowed} yes={t("aio.allowed")} no={t("aio.blocked")} />
                      </td>
                      <td className="py-1.5 text-muted-foreground text-xs">
                        {bot.engines.map((engine) => ENGINE_NAMES[engine]).join(", ") ||
                          t("aio.noScoredEngine")}
                      </td>
                    </tr>
                  )),
              )}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <div className="lg:col-span-2">
        <CategoryAudits
          category="aio"
          score={scan.scores.categories.aio ?? null}
          audits={scan.audits.filter((audit) => audit.category === "aio")}
        />
      </div>
    </div>
  );
}
