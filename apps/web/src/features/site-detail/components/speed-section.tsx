import { recommendationPriority, type ScanResult } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { scoreTone, toneText } from "@/features/sites/components/score-tone";
import { tasksApi } from "@/features/tasks/api/tasks-api";
import { cn } from "@/lib/utils";

type Run = Extract<ScanResult["speed"], { status: "measured" }>["runs"][number];

const seconds = (ms: number | null) => (ms === null ? "–" : `${(ms / 1000).toFixed(1)} s`);
const milliseconds = (ms: number | null) => (ms === null ? "–" : `${Math.round(ms)} ms`);

function RunCard({ run, siteId }: { run: Run; siteId: string }) {
  const { t } = useTranslation("sites");
  const queryClient = useQueryClient();
  const convert = useMutation({
    mutationFn: (opportunityId: string) => tasksApi.fromPerformance(siteId, opportunityId, run.formFactor),
    onSuccess: () => {
      toast.success(t("speed.taskCreated"));
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
    },
    onError: (error) => toast.error(error.message),
  });
  const metrics = [
    { label: "LCP", value: seconds(run.metrics.lcpMs) },
    { label: "CLS", value: run.metrics.cls === null ? "–" : run.metrics.cls.toFixed(3) },
    { label: "TBT", value: milliseconds(run.metrics.tbtMs) },
    { label: "FCP", value: seconds(run.metrics.fcpMs) },
    { label: "SI", value: seconds(run.metrics.siMs) },
    { label: "TTFB", value: milliseconds(run.metrics.ttfbMs) },
  ];
  return (
    <Card data-testid="speed-run" data-form-factor={run.formFactor}>
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle>{t(`speed.${run.formFactor}`)}</CardTitle>
        <span className={cn("font-semibold tabular-nums", toneText[scoreTone(run.score)])}>
          {run.score === null ? "–" : Math.round(run.score)}
        </span>
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
              cls: run.field.cls?.toFixed(2) ?? "–",
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
                  <span className="flex-1">{opportunity.title}</span>
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

/** Mobile and desktop Core Web Vitals, or the honest reason they could not be measured. */
export function SpeedSection({ speed, siteId }: { speed: ScanResult["speed"]; siteId: string }) {
  const { t } = useTranslation("sites");
  if (speed.status === "unavailable")
    return (
      <Card data-testid="speed-unavailable">
        <CardHeader>
          <CardTitle>{t("speed.title")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm">
          <p>{t("speed.unavailable")}</p>
          <p className="text-muted-foreground text-xs">{speed.reason}</p>
        </CardContent>
      </Card>
    );
  return (
    <section className="grid gap-3">
      <h2 className="font-semibold text-lg">{t("speed.title")}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {speed.runs.map((run) => (
          <RunCard key={`${run.formFactor}-${run.url}`} run={run} siteId={siteId} />
        ))}
      </div>
    </section>
  );
}
