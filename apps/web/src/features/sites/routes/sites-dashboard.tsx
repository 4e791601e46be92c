import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/lib/use-language";
import { planLimitsQuery, sitesQuery } from "../api/sites-api";
import { AddSiteBar } from "../components/add-site-bar";
import { SiteCard } from "../components/site-card";
import { SitesEmptyState } from "../components/sites-empty-state";

export function SitesDashboardRoute() {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const sites = useQuery(sitesQuery());
  const limits = useQuery(planLimitsQuery()).data;
  return (
    <section className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{t("dashboard.title")}</h1>
        <p className="text-muted-foreground text-sm">{t("dashboard.subtitle")}</p>
      </div>
      <div className="grid gap-2">
        <AddSiteBar />
        {limits && (
          <p className="text-muted-foreground text-xs" data-testid="plan-usage">
            {limits.siteLimit === -1
              ? t("dashboard.usageUnlimited", {
                  plan: limits.planTitle[language],
                  count: limits.currentSiteCount,
                })
              : t("dashboard.usage", {
                  plan: limits.planTitle[language],
                  count: limits.currentSiteCount,
                  limit: limits.siteLimit,
                })}
          </p>
        )}
      </div>
      {sites.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {sites.isError && (
        <div className="grid justify-items-start gap-2 rounded-lg border border-destructive/40 p-4 text-sm">
          <p className="text-destructive">{t("dashboard.loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={() => sites.refetch()}>
            {t("dashboard.retry")}
          </Button>
        </div>
      )}
      {sites.data?.length === 0 && <SitesEmptyState />}
      {sites.data && sites.data.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sites.data.map((site) => (
            <SiteCard key={site.id} site={site} />
          ))}
        </div>
      )}
    </section>
  );
}

export { SitesDashboardRoute as Component };
