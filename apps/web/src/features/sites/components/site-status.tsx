import type { Site } from "@sitelens/shared";
import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useLanguage } from "@/lib/use-language";
import { RetryAnalysisButton } from "./retry-analysis-button";

/** Status badge; while analysing it shows the live stage and pages crawled, on error the cause and a retry. */
export function SiteStatus({
  site,
}: {
  site: Pick<Site, "id" | "name" | "status" | "progress" | "errorReason">;
}) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  if (site.status === "analyzing")
    return (
      <div className="grid gap-0.5" data-testid="site-status" data-status="analyzing">
        <Badge variant="secondary" className="gap-1.5">
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {t("status.analyzing")}
        </Badge>
        {site.progress && (
          <span className="text-muted-foreground text-xs" aria-live="polite">
            {t(`stage.${site.progress.stage}`)} ·{" "}
            {site.progress.run && site.progress.runs
              ? t("progress.run", { run: site.progress.run, runs: site.progress.runs })
              : t("progress.pages", { count: site.progress.pagesCrawled })}
            {site.progress.etaSeconds !== undefined &&
              ` · ${t("speed.eta", { seconds: site.progress.etaSeconds })}`}
          </span>
        )}
      </div>
    );
  if (site.status === "error")
    return (
      <div className="grid gap-1.5" data-testid="site-status" data-status="error" role="alert">
        <Badge variant="destructive">
          <CircleAlert aria-hidden="true" />
          {t("failure.title")}
        </Badge>
        <span className="text-destructive text-xs" data-testid="failure-cause">
          {t("failure.cause", { reason: site.errorReason?.[language] ?? t("failure.unknown") })}
        </span>
        <RetryAnalysisButton site={site} />
      </div>
    );
  return (
    <Badge
      variant="outline"
      data-testid="site-status"
      data-status="completed"
      className="border-emerald-500/40 text-emerald-700 dark:text-emerald-300"
    >
      <CircleCheck aria-hidden="true" />
      {t("status.completed")}
    </Badge>
  );
}
