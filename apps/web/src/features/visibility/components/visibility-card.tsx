import type { EngineVisibility, SiteDetail, VisibilityEngine } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { useLanguage } from "@/lib/use-language";
import { measureVisibility, siteVisibilityQuery, visibilityRunsQuery } from "../api/visibility-api";
import { EngineVisibilityBars } from "./engine-visibility-bars";
import { RunAnswersDialog } from "./run-answers-dialog";
import { VisibilitySetupForm } from "./visibility-setup-form";

const ENGINES = [
  ["chatgpt", "ChatGPT"],
  ["gemini", "Gemini"],
  ["grok", "Grok"],
] as const satisfies [VisibilityEngine, string][];

/**
 * ChatGPT, Gemini and Grok: measured from the engines' own answers where an engine is configured
 * and has run ("measured on DATE with N prompts × M samples"), the readiness estimate otherwise.
 */
export function VisibilityCard({ site }: { site: SiteDetail }) {
  const { t } = useTranslation("visibility");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const visibility = useQuery(siteVisibilityQuery(site.id));
  const runs = useQuery(visibilityRunsQuery(site.id));
  const measure = useMutation({
    mutationFn: () => measureVisibility(site.id),
    onSuccess: () => {
      toast.success(t("queued"));
      void queryClient.invalidateQueries({ queryKey: ["visibility", site.id] });
    },
    onError: (error) => toast.error(error.message),
  });
  const readiness = site.analysisData?.scores.aiReadiness;
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
  const value = (engine: VisibilityEngine): EngineVisibility =>
    visibility.data?.engines[engine] ?? { mode: "estimate", score: readiness?.[engine] ?? 0 };
  const configured = visibility.data?.configured ?? [];
  const measured = ENGINES.filter(([engine]) => value(engine).mode === "measured");

  return (
    <Card className="lg:col-span-2" data-testid="visibility-card">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t("title")}</CardTitle>
        {configured.length > 0 && (
          <Button
            size="sm"
            onClick={() => measure.mutate()}
            disabled={measure.isPending || runs.data?.some((run) => run.status === "running")}
          >
            {t("measure")}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3">
          <EngineVisibilityBars
            siteId={site.id}
            estimates={{
              chatgpt: readiness?.chatgpt ?? null,
              gemini: readiness?.gemini ?? null,
              grok: readiness?.grok ?? null,
            }}
          />
          <p className="text-muted-foreground text-xs">
            {configured.length > 0 ? t("estimateExplain") : t("notConfigured")}
          </p>
        </div>
        {measured.length > 0 && (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="visibility-metrics">
              <thead className="text-muted-foreground text-xs">
                <tr>
                  <th className="py-1.5 pr-3 font-medium" />
                  <th className="py-1.5 pr-3 font-medium">{t("metrics.mention")}</th>
                  <th className="py-1.5 pr-3 font-medium">{t("metrics.citation")}</th>
                  <th className="py-1.5 pr-3 font-medium">{t("metrics.position")}</th>
                  <th className="py-1.5 pr-3 font-medium">{t("metrics.sov")}</th>
                  <th className="py-1.5 pr-3 font-medium">{t("metrics.sentiment")}</th>
                </tr>
              </thead>
              <tbody>
                {measured.map(([engine, name]) => {
                  const current = value(engine);
                  if (current.mode !== "measured") return null;
                  const metrics = current.metrics;
                  return (
                    <tr key={engine} className="border-t tabular-nums">
                      <td className="py-1.5 pr-3 font-medium">{name}</td>
                      <td className="py-1.5 pr-3">{percent.format(metrics.mentionRate)}</td>
                      <td className="py-1.5 pr-3">{percent.format(metrics.citationRate)}</td>
                      <td className="py-1.5 pr-3">
                        {metrics.averagePosition === null ? "–" : decimal.format(metrics.averagePosition)}
                      </td>
                      <td className="py-1.5 pr-3">
                        {metrics.shareOfVoice === null ? "–" : percent.format(metrics.shareOfVoice)}
                      </td>
                      <td className="py-1.5 pr-3">
                        {metrics.sentiment === null ? "–" : decimal.format(metrics.sentiment)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="mt-2 text-muted-foreground text-xs">{t("metricsNote")}</p>
          </div>
        )}
        {runs.data && runs.data.length > 0 && (
          <div className="grid gap-1 text-sm">
            <p className="font-medium">{t("history")}</p>
            <ul className="grid gap-1" data-testid="visibility-runs">
              {runs.data.slice(0, 12).map((run) => (
                <li key={run.id} className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
                  <span className="text-muted-foreground text-xs tabular-nums">{dateOf(run.startedAt)}</span>
                  <span>{ENGINES.find(([engine]) => engine === run.engine)?.[1]}</span>
                  <span className="font-semibold tabular-nums">
                    {run.status === "completed"
                      ? run.metrics?.score
                      : run.status === "running"
                        ? t("running")
                        : t("failed")}
                  </span>
                  {run.status === "completed" && <RunAnswersDialog run={run} />}
                </li>
              ))}
            </ul>
          </div>
        )}
        {configured.length > 0 && (
          <details className="rounded-md border p-3">
            <summary className="cursor-pointer font-medium text-sm">{t("setup")}</summary>
            <div className="pt-3">
              <VisibilitySetupForm siteId={site.id} />
            </div>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
