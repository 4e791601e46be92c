import type { SearchConsolePanel as Panel, ScRow } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { googleApi, searchConsolePanelQuery } from "../api/google-api";
import { type Column, DataTable, numericColumn } from "./data-table";
import { formatters } from "./format";
import { MetricCard } from "./metric-card";
import { PanelFrame } from "./panel-frame";
import { TrendCard } from "./trend-card";

/** Search Console: 28-day totals against the previous 28, the daily chart, tables and the cheapest wins. */
export function SearchConsolePanel({ siteId }: { siteId: string }) {
  const { t, i18n } = useTranslation("google");
  const [days, setDays] = useState(30);
  const panel = useQuery(searchConsolePanelQuery(siteId, days));
  if (panel.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (panel.error) return <FormError message={panel.error.message} />;
  const data = panel.data;
  const format = formatters(i18n.language);
  return (
    <PanelFrame
      siteId={siteId}
      testId="search-console-panel"
      title={t("searchConsole")}
      property={data.property}
      fetchedAt={data.fetchedAt}
      problem={data.problem}
      lastAttempt={data.lastAttempt ?? null}
      note={data.lastDataDate ? t("lag", { date: format.longDate(data.lastDataDate) }) : null}
    >
      {data.summary && data.window && <Report siteId={siteId} data={data} days={days} onDays={setDays} />}
    </PanelFrame>
  );
}

function Report({
  siteId,
  data,
  days,
  onDays,
}: {
  siteId: string;
  data: Panel;
  days: number;
  onDays: (days: number) => void;
}) {
  const { t, i18n } = useTranslation("google");
  const format = formatters(i18n.language);
  const { current, previous } = data.summary!;
  const metric = (
    label: string,
    now: number,
    before: number,
    show: (value: number) => string,
    lowerIsBetter = false,
  ) => {
    const change = lowerIsBetter
      ? before === 0
        ? null
        : format.decimal(now - before)
      : format.change(now, before);
    return (
      <MetricCard
        label={label}
        value={show(now)}
        change={change}
        changeLabel={change ? t("change", { value: change }) : null}
        rising={now === before ? null : now > before}
        lowerIsBetter={lowerIsBetter}
      />
    );
  };
  const rowColumns = (first: "query" | "page" | "country" | "device"): Column<ScRow>[] => [
    {
      id: "key",
      label: t(`table.${first}`),
      value: (row) => (first === "country" ? format.country(row.key) : row.key),
    },
    numericColumn("clicks", t("metric.clicks"), (row) => row.clicks, format.integer),
    numericColumn("impressions", t("metric.impressions"), (row) => row.impressions, format.integer),
    numericColumn("ctr", t("metric.ctr"), (row) => row.ctr, format.percent),
    numericColumn("position", t("metric.position"), (row) => row.position, format.decimal),
  ];
  return (
    <>
      <p className="text-muted-foreground text-xs">
        {t("window", { start: format.longDate(data.window!.start), end: format.longDate(data.window!.end) })}
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {metric(t("metric.clicks"), current.clicks, previous.clicks, format.integer)}
        {metric(t("metric.impressions"), current.impressions, previous.impressions, format.integer)}
        {metric(t("metric.ctr"), current.ctr, previous.ctr, format.percent)}
        {metric(t("metric.position"), current.position, previous.position, format.decimal, true)}
      </div>
      <TrendCard
        days={days}
        onDays={onDays}
        daily={data.daily}
        dateOf={(day) => day.date}
        series={[
          { label: t("metric.clicks"), className: "stroke-primary", value: (day) => day.clicks },
          { label: t("metric.impressions"), className: "stroke-violet-500", value: (day) => day.impressions },
        ]}
      />
      <Insights siteId={siteId} data={data} />
      <div className="grid gap-6 xl:grid-cols-2">
        <DataTable
          testId="sc-queries"
          title={t("table.queries")}
          rows={data.queries}
          total={data.totalQueries}
          columns={rowColumns("query")}
          csvHref={googleApi.csvUrl(siteId, "queries")}
          searchable
        />
        <DataTable
          testId="sc-pages"
          title={t("table.pages")}
          rows={data.pages}
          total={data.totalPages}
          columns={rowColumns("page")}
          csvHref={googleApi.csvUrl(siteId, "pages")}
          searchable
        />
        <DataTable title={t("table.countries")} rows={data.countries} columns={rowColumns("country")} />
        <DataTable title={t("table.devices")} rows={data.devices} columns={rowColumns("device")} />
      </div>
      <Inspections data={data} />
    </>
  );
}

function Insights({ siteId, data }: { siteId: string; data: Panel }) {
  const { t, i18n } = useTranslation("google");
  const format = formatters(i18n.language);
  const queryClient = useQueryClient();
  const createTask = useMutation({
    mutationFn: (query: string) => googleApi.createStrikingTask(siteId, query),
    onSuccess: (task) => {
      toast.success(
        t("insights.taskCreated", { title: i18n.language === "tr" ? task.title.tr : task.title.en }),
      );
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
    },
  });
  const list = (
    title: string,
    hint: string,
    rows: ScRow[],
    detail: (row: ScRow) => string,
    action?: (row: ScRow) => React.ReactNode,
    testId?: string,
  ) => (
    <Card className="gap-3 py-4" data-testid={testId}>
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{hint}</CardDescription>
      </CardHeader>
      <CardContent className="px-4">
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("insights.none")}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {rows.slice(0, 8).map((row) => (
              <li
                key={row.key}
                className="flex flex-wrap items-center justify-between gap-2 border-b pb-2 last:border-0"
              >
                <span className="min-w-0 break-all">{row.key}</span>
                <span className="flex items-center gap-2 text-muted-foreground text-xs tabular-nums">
                  {detail(row)}
                  {action?.(row)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {list(
        t("insights.striking"),
        t("insights.strikingHint"),
        data.strikingDistance,
        (row) =>
          `${t("metric.position")} ${format.decimal(row.position)} · ${format.integer(row.impressions)}`,
        (row) => (
          <Button
            size="sm"
            variant="outline"
            className="h-7"
            disabled={createTask.isPending}
            onClick={() => createTask.mutate(row.key)}
          >
            {t("insights.createTask")}
          </Button>
        ),
        "sc-striking",
      )}
      {list(
        t("insights.falling"),
        t("insights.fallingHint"),
        data.fallingQueries,
        (row) => `${format.integer(row.previousClicks ?? 0)} → ${format.integer(row.clicks)}`,
      )}
      {list(
        t("insights.noClicks"),
        t("insights.noClicksHint"),
        data.pagesWithoutClicks,
        (row) =>
          `${format.integer(row.impressions)} ${t("metric.impressions").toLocaleLowerCase(i18n.language)}`,
      )}
    </div>
  );
}

function Inspections({ data }: { data: Panel }) {
  const { t, i18n } = useTranslation("google");
  const format = formatters(i18n.language);
  if (data.inspections.length === 0) return null;
  return (
    <Card className="gap-3 py-4" data-testid="sc-inspections">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{t("inspection.title")}</CardTitle>
        <CardDescription>{t("inspection.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="px-4">
        <ul className="grid gap-2 text-sm">
          {data.inspections.map((item) => (
            <li
              key={item.url}
              className="flex flex-wrap items-center justify-between gap-2 border-b pb-2 last:border-0"
            >
              <span className="min-w-0 break-all">{item.url}</span>
              <span className="flex items-center gap-2 text-muted-foreground text-xs">
                {item.lastCrawlTime &&
                  t("inspection.lastCrawl", { date: format.longDate(item.lastCrawlTime) })}
                <Badge
                  variant={item.verdict === "PASS" ? "secondary" : "outline"}
                  title={item.coverageState ?? undefined}
                >
                  {t(`inspection.verdict.${item.verdict as "PASS"}`, { defaultValue: item.verdict })}
                </Badge>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
