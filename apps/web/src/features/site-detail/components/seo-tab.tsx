import type { SiteDetail } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { CategoryAudits } from "./category-audits";
import { CATEGORY_ORDER } from "./category-labels";
import { SpeedSection } from "./speed-section";

export function SeoTab({ site }: { site: SiteDetail }) {
  const { t } = useTranslation("sites");
  const scan = site.analysisData;
  if (!scan) return <p className="text-muted-foreground text-sm">{t("detail.noAnalysis")}</p>;
  return (
    <div className="grid grid-cols-1 gap-4">
      <SpeedSection speed={scan.speed} siteId={site.id} />
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
            />
          );
        })}
      </div>
    </div>
  );
}
