import {
  type ScanResult,
  type SiteDetail,
  type SpeedRun,
  speedByFormFactor,
  speedRunPoints,
} from "@sitelens/shared";
import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SpeedRunCard } from "./speed-run-card";
import { SpeedScore } from "./speed-score";

function MeasuringCard({ pages, progress }: { pages: string[]; progress: SiteDetail["progress"] }) {
  const { t } = useTranslation("sites");
  const run = progress?.stage === "lighthouse" ? progress : null;
  return (
    <Card data-testid="speed-measuring">
      <CardHeader>
        <CardTitle>{t("speed.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="flex items-center gap-2">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t("speed.measuring", { count: pages.length })}
        </p>
        {run?.run && run.runs ? (
          <p className="text-muted-foreground text-xs" aria-live="polite">
            {t("speed.runOf", { run: run.run, runs: run.runs })}
            {run.etaSeconds !== undefined && ` · ${t("speed.eta", { seconds: run.etaSeconds })}`}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Speed: one Lighthouse summary per device first (mean of the pages measured, 0–100), the per-page
 * measurements collapsed below; "measuring" while the first result waits for Lighthouse.
 */
export function SpeedSection({
  speed,
  siteId,
  progress = null,
}: {
  speed: ScanResult["speed"];
  siteId: string;
  progress?: SiteDetail["progress"];
}) {
  const { t } = useTranslation("sites");
  if (speed.status === "measuring") return <MeasuringCard pages={speed.pages} progress={progress} />;
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
  const summaries = speedByFormFactor(speed.runs);
  return (
    <section className="grid gap-3" data-testid="speed-section">
      <h2 className="font-semibold text-lg">{t("speed.title")}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {summaries.map((summary) => (
          <Card key={summary.formFactor} data-testid="speed-summary" data-form-factor={summary.formFactor}>
            <CardContent className="flex items-center justify-between gap-3">
              <div className="grid">
                <span className="font-medium">{t(`speed.${summary.formFactor}`)}</span>
                <span className="text-muted-foreground text-xs">
                  {t("speed.pagesMeasured", { count: summary.pages })}
                </span>
              </div>
              <SpeedScore points={summary.points} className="text-3xl" />
            </CardContent>
          </Card>
        ))}
      </div>
      <details className="group rounded-md border" data-testid="speed-pages">
        <summary className="cursor-pointer p-3 font-medium text-sm">
          {t("speed.perPage", { count: speed.runs.length })}
        </summary>
        <div className="grid gap-4 border-t p-3 md:grid-cols-2">
          {speed.runs.map((run: SpeedRun) => (
            <SpeedRunCard
              key={`${run.formFactor}-${run.url}`}
              run={run}
              points={speedRunPoints(run)}
              siteId={siteId}
            />
          ))}
        </div>
      </details>
    </section>
  );
}
