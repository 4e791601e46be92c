import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { GoogleTab } from "@/features/google/components/google-tab";
import { siteQuery } from "@/features/sites/api/sites-api";
import { TasksTab } from "@/features/tasks/components/tasks-tab";
import { AioTab } from "../components/aio-tab";
import { ConnectionTab } from "../components/connection-tab";
import { OverviewTab } from "../components/overview-tab";
import { PagesTab } from "../components/pages-tab";
import { SeoTab } from "../components/seo-tab";
import { SiteHeader } from "../components/site-header";

const TABS = ["overview", "seo", "tasks", "searchConsole", "ga4", "aio", "pages", "connection"] as const;
type Tab = (typeof TABS)[number];

export function SiteDetailRoute() {
  const { t } = useTranslation("sites");
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const site = useQuery(siteQuery(id));
  const requested = search.get("tab");
  const tab: Tab = TABS.find((candidate) => candidate === requested) ?? "overview";
  const selectTab = (next: string) => setSearch(next === "overview" ? {} : { tab: next }, { replace: true });

  if (site.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t("loading", { ns: "common" })} />
      </div>
    );
  if (site.isError)
    return (
      <section className="mx-auto grid max-w-3xl justify-items-start gap-3 px-4 py-12">
        <p className="text-destructive">{site.error.message}</p>
        <Button asChild variant="outline">
          <Link to={paths.app.sites()}>{t("detail.back")}</Link>
        </Button>
      </section>
    );
  const data = site.data;
  const panel = "mt-4 outline-none";
  return (
    <section className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-5 px-4 py-6 sm:px-6">
      <Link
        to={paths.app.sites()}
        className="inline-flex items-center gap-1 text-muted-foreground text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("detail.back")}
      </Link>
      <SiteHeader site={data} />
      <Tabs.Root value={tab} onValueChange={selectTab}>
        {/* Eight tabs do not fit a phone: below 1024 px a select names every section. */}
        <label className="grid grid-cols-1 gap-1 text-sm lg:hidden">
          <span className="font-medium">{t("detail.tabsLabel")}</span>
          <select
            className="h-10 w-full rounded-md border bg-background px-2 text-sm dark:bg-input/20"
            value={tab}
            onChange={(event) => selectTab(event.target.value)}
            data-testid="tab-select"
          >
            {TABS.map((value) => (
              <option key={value} value={value}>
                {t(`tab.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Tabs.List aria-label={t("detail.tabsLabel")} className="hidden gap-1 border-b lg:flex">
          {TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px shrink-0 border-transparent border-b-2 px-3 py-2 font-medium text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50 data-[state=active]:border-primary data-[state=active]:text-foreground"
            >
              {t(`tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className={panel}>
          <OverviewTab site={data} onShowTasks={() => selectTab("tasks")} />
        </Tabs.Content>
        <Tabs.Content value="seo" className={panel}>
          <SeoTab site={data} />
        </Tabs.Content>
        <Tabs.Content value="tasks" className={panel}>
          <TasksTab siteId={data.id} />
        </Tabs.Content>
        <Tabs.Content value="searchConsole" className={panel}>
          <GoogleTab siteId={data.id} tab="searchConsole" />
        </Tabs.Content>
        <Tabs.Content value="ga4" className={panel}>
          <GoogleTab siteId={data.id} tab="ga4" />
        </Tabs.Content>
        <Tabs.Content value="aio" className={panel}>
          <AioTab site={data} />
        </Tabs.Content>
        <Tabs.Content value="pages" className={panel}>
          <PagesTab site={data} />
        </Tabs.Content>
        <Tabs.Content value="connection" className={panel}>
          <ConnectionTab siteId={data.id} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

export { SiteDetailRoute as Component };
