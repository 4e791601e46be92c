import type { Site } from "@sitelens/shared";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { DeleteSiteDialog } from "./delete-site-dialog";
import { ENGINE_SCORES } from "./engine-scores";
import { ScoreChange } from "./score-change";
import { ScoreGauge } from "./score-gauge";
import { scoreTone, toneText } from "./score-tone";
import { SiteFavicon } from "./site-favicon";
import { SiteStatus } from "./site-status";

export function SiteCard({ site }: { site: Site }) {
  const { t } = useTranslation("sites");
  const scored = site.status === "completed" || site.lastAnalyzed !== null;
  return (
    <Card className="gap-0 p-0" data-testid="site-card" data-site-id={site.id}>
      <div className="flex items-start gap-3 p-4">
        <SiteFavicon url={site.url} className="mt-0.5" />
        <div className="grid min-w-0 flex-1 gap-1">
          <Link to={paths.app.site(site.id)} className="truncate font-semibold hover:underline">
            {site.name}
          </Link>
          <span className="truncate text-muted-foreground text-xs">{site.url}</span>
          <SiteStatus site={site} />
        </div>
        <DeleteSiteDialog site={site} />
      </div>
      <div className="flex items-center gap-4 border-t px-4 py-3">
        <div className="grid justify-items-center gap-1">
          <ScoreGauge score={scored ? site.overallScore : null} label={t("score.overall")} size={64} />
          {scored && <ScoreChange score={site.overallScore} previous={site.previousScore} />}
        </div>
        <dl className="grid flex-1 grid-cols-3 gap-x-3 gap-y-2 text-xs">
          {ENGINE_SCORES.map(({ key, label, ai }) => (
            <div key={key} className="grid gap-0.5">
              <dt className="truncate text-muted-foreground" title={ai ? t("score.estimate") : undefined}>
                {label}
                {ai && <span aria-hidden="true">*</span>}
              </dt>
              <dd
                className={cn(
                  "font-semibold text-sm tabular-nums",
                  toneText[scoreTone(scored ? site[key] : null)],
                )}
              >
                {scored ? Math.round(site[key]) : "–"}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <Link
        to={paths.app.site(site.id)}
        className="flex items-center justify-between border-t px-4 py-2.5 text-muted-foreground text-sm hover:bg-accent hover:text-foreground"
      >
        {t("card.open")}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
