import { formatTaskImpact } from "@sitelens/shared/text/format-task-impact";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { InlineMarkdown } from "@/features/sites/components/inline-markdown";
import { useLanguage } from "@/lib/use-language";
import { dashboardQuery } from "../api/dashboard-api";
import { PortfolioTable } from "../components/portfolio-table";
import { RankMovementsCard } from "../components/rank-movements-card";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-lg border p-3">
      <span className="text-muted-foreground text-xs">{label}</span>
      <span className="font-semibold text-2xl tabular-nums">{value}</span>
    </div>
  );
}

/** /dashboard: the whole portfolio at a glance, for an owner with one site or an agency with thirty. */
export function PortfolioDashboardRoute() {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  const dashboard = useQuery(dashboardQuery());
  const [filter, setFilter] = useState("");
  const number = new Intl.NumberFormat(language);
  const data = dashboard.data;
  const wanted = filter.trim().toLocaleLowerCase(language);
  const shown =
    data?.sites.filter((site) => !wanted || site.name.toLocaleLowerCase(language).includes(wanted)) ?? [];

  return (
    <section className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground text-sm">{t("subtitle")}</p>
      </div>
      {dashboard.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {dashboard.isError && (
        <div className="grid justify-items-start gap-2 rounded-lg border border-destructive/40 p-4 text-sm">
          <p className="text-destructive">{t("loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={() => dashboard.refetch()}>
            {t("retry")}
          </Button>
        </div>
      )}
      {data && (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="portfolio-totals">
            <Stat label={t("totals.sites")} value={number.format(data.totals.sites)} />
            <Stat
              label={t("totals.average")}
              value={data.totals.averageScore === null ? "–" : number.format(data.totals.averageScore)}
            />
            <Stat label={t("totals.highTasks")} value={number.format(data.totals.openHighTasks)} />
            <Stat
              label={t("totals.attention")}
              value={`${number.format(data.totals.analyzing)} / ${number.format(data.totals.errors)}`}
            />
          </div>
          {data.sites.length === 0 ? (
            <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6 text-sm">
              <p>{t("empty")}</p>
              <Button asChild size="sm">
                <Link to={paths.app.sites()}>{t("addSite")}</Link>
              </Button>
            </div>
          ) : (
            <div className="grid gap-3">
              {data.sites.length > 5 && (
                <label className="relative block max-w-sm">
                  <Search
                    className="absolute top-2.5 left-3 size-4 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <span className="sr-only">{t("filter")}</span>
                  <input
                    type="search"
                    value={filter}
                    onChange={(event) => setFilter(event.target.value)}
                    placeholder={t("filter")}
                    className="h-9 w-full rounded-md border bg-background ps-9 pe-3 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
                  />
                </label>
              )}
              {shown.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t("noMatch")}</p>
              ) : (
                <PortfolioTable sites={shown} />
              )}
            </div>
          )}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle>{t("tasksTitle")}</CardTitle>
              </CardHeader>
              <CardContent>
                {data.highPriorityTasks.length === 0 ? (
                  <p className="text-muted-foreground text-sm">{t("tasksEmpty")}</p>
                ) : (
                  <ul className="grid grid-cols-1 gap-2 text-sm" data-testid="portfolio-tasks">
                    {data.highPriorityTasks.map((task) => (
                      <li key={task.id} className="flex items-start justify-between gap-3">
                        <Link
                          to={`${paths.app.site(task.siteId)}?tab=tasks`}
                          className="min-w-0 hover:underline"
                        >
                          <span className="block truncate">
                            <InlineMarkdown text={task.title[language]} />
                          </span>
                          <span className="block truncate text-muted-foreground text-xs">
                            {task.siteName}
                          </span>
                        </Link>
                        <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                          {formatTaskImpact(language, task.impact)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle>{t("notificationsTitle")}</CardTitle>
              </CardHeader>
              <CardContent>
                {data.notifications.length === 0 ? (
                  <p className="text-muted-foreground text-sm">{t("notificationsEmpty")}</p>
                ) : (
                  <ul className="grid grid-cols-1 gap-2 text-sm">
                    {data.notifications.map((item) => (
                      <li key={item.id} className="grid gap-0.5">
                        <span className={item.read ? "" : "font-medium"}>
                          <InlineMarkdown text={item.title} />
                        </span>
                        <span className="truncate text-muted-foreground text-xs">
                          {new Intl.DateTimeFormat(language, {
                            dateStyle: "medium",
                            timeStyle: "short",
                          }).format(new Date(item.createdAt))}
                          {" · "}
                          <InlineMarkdown text={item.message} />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <RankMovementsCard movements={data.rankMovements} />
          </div>
        </>
      )}
    </section>
  );
}

export { PortfolioDashboardRoute as Component };
