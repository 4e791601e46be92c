import { recommendationPriority, type SpeedRun } from "@sitelens/shared";
import { numberFormats } from "@sitelens/shared/text/format-numbers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { tasksApi } from "@/features/tasks/api/tasks-api";
import { useLanguage } from "@/lib/use-language";
import { SpeedScore } from "./speed-score";

function pathOf(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  return parsed ? `${parsed.pathname}${parsed.search}` : url;
}

/** One page's Lighthouse run on one device: named by its page, 0–100, its metrics and opportunities. */
export function SpeedRunCard({
  run,
  points,
  siteId,
}: {
  run: SpeedRun;
  points: number | null;
  siteId: string;
}) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const convert = useMutation({
    mutationFn: (opportunityId: string) => tasksApi.fromPerformance(siteId, opportunityId, run.formFactor),
    onSuccess: () => {
      toast.success(t("speed.taskCreated"));
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
    },
    onError: (error) => toast.error(error.message),
  });
  const { seconds, milliseconds, measure } = numberFormats(language);
  const metrics = [
    { label: "LCP", value: seconds(run.metrics.lcpMs) },
    { label: "CLS", value: measure(run.metrics.cls, 3) },
    { label: "TBT", value: milliseconds(run.metrics.tbtMs) },
    { label: "FCP", value: seconds(run.metrics.fcpMs) },
    { label: "SI", value: seconds(run.metrics.siMs) },
    { label: "TTFB", value: milliseconds(run.metrics.ttfbMs) },
  ];
  return (
    <Card data-testid="speed-run" data-form-factor={run.formFactor}>
      <CardHeader className="flex items-start justify-between gap-2">
        <div className="grid min-w-0">
          <CardTitle className="truncate" title={run.url}>
            {pathOf(run.url)}
          </CardTitle>
          <span className="text-muted-foreground text-xs">{t(`speed.${run.formFactor}`)}</span>
        </div>
        <SpeedScore points={points} className="text-xl" />
      </CardHeader>
      <CardContent className="grid gap-3">
        {run.error && <p className="text-destructive text-sm">{run.error}</p>}
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {metrics.map(({ label, value }) => (
            <div key={label} className="grid">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {run.field && (
          <p className="text-muted-foreground text-xs">
            {t("speed.field", {
              lcp: seconds(run.field.lcpMs),
              inp: milliseconds(run.field.inpMs),
              cls: measure(run.field.cls, 2),
            })}
          </p>
        )}
        {run.opportunities.length > 0 && (
          <ul className="grid gap-1.5">
            {run.opportunities.map((opportunity) => {
              const priority = recommendationPriority(opportunity);
              return (
                <li key={opportunity.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant="outline">{t(`priority.${priority}`)}</Badge>
                  <span className="min-w-0 flex-1 break-words">{opportunity.title}</span>
                  {priority !== "low" && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={convert.isPending}
                      onClick={() => convert.mutate(opportunity.id)}
                    >
                      {t("speed.toTask")}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <span className="text-muted-foreground text-xs">{t(`speed.source.${run.source}`)}</span>
      </CardContent>
    </Card>
  );
}
