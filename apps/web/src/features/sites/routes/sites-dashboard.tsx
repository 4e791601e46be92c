import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { planLimitsQuery, sitesQuery } from "../api/sites-api";
import { AddSiteBar } from "../components/add-site-bar";
import { SiteCard } from "../components/site-card";
import { SitesEmptyState } from "../components/sites-empty-state";

const ContentPlanningPanel = lazy(() =>
  import("@/features/content-planning/components/content-planning-panel").then((module) => ({
    default: module.ContentPlanningPanel,
  })),
);

/** Spec §2: /app shows the sites, and ?tab=content-planning the content calendar. */
function DashboardTabs({ planning }: { planning: boolean }) {
  const { t } = useTranslation("content-planning");
  const tab = (active: boolean) =>
    cn(
      "-mb-px border-b-2 px-3 py-2 font-medium text-sm",
      active
        ? "border-primary text-foreground"
        : "border-transparent text-muted-foreground hover:text-foreground",
    );
  return (
    <nav aria-label={t("tabs.label")} className="flex gap-1 border-b">
      <Link to={paths.app.sites()} className={tab(!planning)} aria-current={planning ? undefined : "page"}>
        {t("tabs.sites")}
      </Link>
      <Link
        to={paths.app.sites({ tab: "content-planning" })}
        className={tab(planning)}
        aria-current={planning ? "page" : undefined}
      >
        {t("tabs.planning")}
      </Link>
    </nav>
  );
}

export function SitesDashboardRoute() {
  const [search] = useSearchParams();
  const planning = search.get("tab") === "content-planning";
  const { t } = useTranslation("content-planning");
  return (
    <section className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <DashboardTabs planning={planning} />
      {planning ? (
        <Suspense fallback={<Spinner label={t("loading", { ns: "common" })} />}>
          <ContentPlanningPanel />
        </Suspense>
      ) : (
        <SitesOverview />
      )}
    </section>
  );
}

function SitesOverview() {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const sites = useQuery(sitesQuery());
  const limits = useQuery(planLimitsQuery()).data;
  return (
    <>
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
    </>
  );
}

export { SitesDashboardRoute as Component };
