import { MONITORING_FREQUENCIES, type MonitoringFrequency, type SiteMonitoring } from "@sitelens/shared";
import { numberFormats } from "@sitelens/shared/text/format-numbers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { saveSiteMonitoring, siteMonitoringQuery } from "../api/monitoring-api";

function StateLine({ schedule }: { schedule: SiteMonitoring }) {
  const { t } = useTranslation("monitoring");
  const language = useLanguage();
  if (schedule.state === "paused") return <span>{t("schedule.paused")}</span>;
  const next = schedule.nextRunAt ? numberFormats(language).dateTime(schedule.nextRunAt) : "";
  return (
    <>
      {schedule.state === "over_quota" && (
        <span className="text-amber-700 dark:text-amber-400">{t("schedule.overQuota")}</span>
      )}
      <span>{t("schedule.next", { date: next })}</span>
      {schedule.effectiveFrequency !== schedule.frequency && <span>{t("schedule.planWeekly")}</span>}
    </>
  );
}

/** How often the site is re-analysed, and a pause; daily only where the plan includes it. */
export function MonitoringSchedule({ siteId }: { siteId: string }) {
  const { t } = useTranslation("monitoring");
  const queryClient = useQueryClient();
  const schedule = useQuery(siteMonitoringQuery(siteId));
  const save = useMutation({
    mutationFn: (change: { frequency: MonitoringFrequency; paused: boolean }) =>
      saveSiteMonitoring(siteId, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteMonitoringQuery(siteId).queryKey, saved);
      toast.success(t("schedule.saved"));
    },
    onError: (error) => toast.error(error.message),
  });
  const data = schedule.data;
  if (!data) return null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="inline-flex rounded-md border p-0.5" aria-label={t("schedule.frequency")}>
          {MONITORING_FREQUENCIES.map((frequency) => {
            const locked = frequency === "daily" && data.planFrequency !== "daily";
            return (
              <button
                key={frequency}
                type="button"
                aria-pressed={data.frequency === frequency}
                disabled={save.isPending || locked}
                title={locked ? t("schedule.dailyLocked") : undefined}
                onClick={() => save.mutate({ frequency, paused: data.paused })}
                className={cn(
                  "rounded px-3 py-1 text-sm disabled:opacity-50",
                  data.frequency === frequency ? "bg-primary text-primary-foreground" : "hover:bg-accent",
                )}
              >
                {t(`schedule.${frequency}`)}
              </button>
            );
          })}
        </fieldset>
        <Button
          variant="outline"
          size="sm"
          disabled={save.isPending}
          onClick={() => save.mutate({ frequency: data.frequency, paused: !data.paused })}
        >
          {t(data.paused ? "schedule.resume" : "schedule.pause")}
        </Button>
      </div>
      <p className="flex flex-wrap gap-x-2 text-muted-foreground text-xs" data-testid="monitoring-state">
        <StateLine schedule={data} />
        {data.planFrequency !== "daily" && <span>{t("schedule.dailyLocked")}</span>}
      </p>
    </div>
  );
}
