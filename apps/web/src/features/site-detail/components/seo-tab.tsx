import { type SiteDetail, summarizeScan } from "@sitelens/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CategoryAudits } from "./category-audits";
import { CATEGORY_ORDER } from "./category-labels";
import { type SeverityChoice, SeverityFilter } from "./severity-filter";
import { SpeedSection } from "./speed-section";

/** Findings first (filterable by severity), then speed: what to fix before how fast it loads. */
export function SeoTab({ site }: { site: SiteDetail }) {
  const { t } = useTranslation("sites");
  const [severity, setSeverity] = useState<SeverityChoice>("all");
  const scan = site.analysisData;
  if (!scan) return <p className="text-muted-foreground text-sm">{t("detail.noAnalysis")}</p>;
  const summary = summarizeScan(scan);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-2">
        <p className="text-muted-foreground text-sm" data-testid="checks-summary">
          {t("checks.summary", { failing: summary.checks.failing, run: summary.checks.run })}
        </p>
        <SeverityFilter counts={summary.checks.bySeverity} value={severity} onChange={setSeverity} />
      </div>
      {/* One column: an opened check grows its own card without leaving a hole beside it. */}
      <div className="grid grid-cols-1 gap-4" data-testid="seo-sections">
        {CATEGORY_ORDER.map((category) => {
          const audits = scan.audits.filter((audit) => audit.category === category);
          if (audits.length === 0) return null;
          return (
            <CategoryAudits
              key={category}
              category={category}
              score={scan.scores.categories[category] ?? null}
              audits={audits}
              severity={severity}
            />
          );
        })}
      </div>
      <SpeedSection speed={scan.speed} siteId={site.id} progress={site.progress} />
    </div>
  );
}
