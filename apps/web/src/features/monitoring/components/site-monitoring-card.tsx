import type { SiteDetail } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { MonitoringSchedule } from "./monitoring-schedule";
import { SinceLastAnalysis } from "./since-last-analysis";

/** The overview's monitoring card: what changed in the latest analysis, and the re-analysis schedule. */
export function SiteMonitoringCard({ site, className }: { site: SiteDetail; className?: string }) {
  const { t } = useTranslation("monitoring");
  return (
    <Card className={className} data-testid="site-monitoring">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <SinceLastAnalysis siteId={site.id} version={`${site.lastAnalyzed}:${site.status}`} />
        <MonitoringSchedule siteId={site.id} />
      </CardContent>
    </Card>
  );
}
