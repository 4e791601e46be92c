import type { Site } from "@sitelens/shared";
import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useLanguage } from "@/lib/use-language";

/** Status badge; while analysing it shows the live stage and pages crawled, on error the reason. */
export function SiteStatus({ site }: { site: Pick<Site, "status" | "progress" | "errorReason"> }) {
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
          </span>
        )}
      </div>
    );
  if (site.status === "error")
    return (
      <div className="grid gap-0.5" data-testid="site-status" data-status="error">
        <Badge variant="destructive">
          <CircleAlert aria-hidden="true" />
          {t("status.error")}
        </Badge>
        {site.errorReason && <span className="text-destructive text-xs">{site.errorReason[language]}</span>}
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
