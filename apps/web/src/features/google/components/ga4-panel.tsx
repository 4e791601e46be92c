import {
  AI_ASSISTANT_SOURCES,
  AI_ASSISTANTS_CHANNEL,
  type Ga4Row,
  type Ga4Panel as Panel,
} from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { Bot } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/features/auth/components/form-error";
import { ga4PanelQuery } from "../api/google-api";
import { type Column, DataTable, numericColumn } from "./data-table";
import { formatters } from "./format";
import { MetricCard } from "./metric-card";
import { PanelFrame } from "./panel-frame";
import { TrendCard } from "./trend-card";

/** GA4: users, sessions, engagement, key events and revenue, by channel (AI assistants apart), page, country, device. */
export function Ga4Panel({ siteId }: { siteId: string }) {
  const { t } = useTranslation("google");
  const [days, setDays] = useState(30);
  const panel = useQuery(ga4PanelQuery(siteId, days));
  if (panel.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (panel.error) return <FormError message={panel.error.message} />;
  const data = panel.data;
  return (
    <PanelFrame
      siteId={siteId}
      testId="ga4-panel"
      title={t("ga4")}
      property={data.propertyName ?? data.property}
      fetchedAt={data.fetchedAt}
      problem={data.problem}
      lastAttempt={data.lastAttempt ?? null}
    >
      {data.summary && data.window && <Report data={data} days={days} onDays={setDays} />}
    </PanelFrame>
  );
}

function Report({ data, days, onDays }: { data: Panel; days: number; onDays: (days: number) => void }) {
  const { t, i18n } = useTranslation("google");
  const format = formatters(i18n.language);
  const { current, previous } = data.summary!;
  const money = (value: number) => format.money(value, data.currencyCode);
  const metric = (label: string, now: number, before: number, show: (value: number) => string) => {
    const change = format.change(now, before);
    return (
      <MetricCard
        label={label}
        value={show(now)}
        change={change}
        changeLabel={change ? t("change", { value: change }) : null}
        rising={now === before ? null : now > before}
      />
    );
  };
  const columns = (label: string, name: (row: Ga4Row) => string = (row) => row.key): Column<Ga4Row>[] => [
    { id: "key", label, value: name },
    numericColumn("sessions", t("metric.sessions"), (row) => row.sessions, format.integer),
    numericColumn(
      "engagedSessions",
      t("metric.engagedSessions"),
      (row) => row.engagedSessions,
      format.integer,
    ),
    numericColumn("keyEvents", t("metric.keyEvents"), (row) => row.keyEvents, format.integer),
    ...(data.hasRevenue
      ? [numericColumn("revenue", t("metric.revenue"), (row: Ga4Row) => row.revenue, money)]
      : []),
  ];
  const channelName = (row: Ga4Row) => (row.key === AI_ASSISTANTS_CHANNEL ? t("ga.aiChannel") : row.key);
  const assistantName = (row: Ga4Row) =>
    AI_ASSISTANT_SOURCES.find((item) => item.id === row.key)?.label ?? row.key;
  const aiSessions = data.aiAssistants.reduce((sum, row) => sum + row.sessions, 0);
  return (
    <>
      <p className="text-muted-foreground text-xs">
        {t("ga.window", {
          start: format.longDate(data.window!.start),
          end: format.longDate(data.window!.end),
        })}
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {metric(t("metric.users"), current.users, previous.users, format.integer)}
        {metric(t("metric.sessions"), current.sessions, previous.sessions, format.integer)}
        {metric(
          t("metric.engagedSessions"),
          current.engagedSessions,
          previous.engagedSessions,
          format.integer,
        )}
        {metric(t("metric.engagementRate"), current.engagementRate, previous.engagementRate, format.percent)}
        {metric(t("metric.keyEvents"), current.keyEvents, previous.keyEvents, format.integer)}
        {data.hasRevenue && metric(t("metric.revenue"), current.revenue, previous.revenue, money)}
      </div>
      <TrendCard
        days={days}
        onDays={onDays}
        daily={data.daily}
        dateOf={(day) => day.date}
        series={[
          { label: t("metric.sessions"), className: "stroke-primary", value: (day) => day.sessions },
          { label: t("metric.users"), className: "stroke-sky-500", value: (day) => day.users },
        ]}
      />
      <Card className="gap-3 py-4" data-testid="ga4-ai-assistants">
        <CardHeader className="px-4">
          <CardTitle className="flex items-center gap-2 text-base">
            <Bot className="size-4 text-violet-600 dark:text-violet-400" aria-hidden="true" />
            {t("ga.aiAssistants")}
            <span className="ml-auto font-semibold tabular-nums">{format.integer(aiSessions)}</span>
          </CardTitle>
          <CardDescription>{t("ga.aiAssistantsHint")}</CardDescription>
        </CardHeader>
        <CardContent className="px-4">
          <DataTable
            title={t("table.assistant")}
            rows={data.aiAssistants}
            columns={columns(t("table.assistant"), assistantName)}
          />
        </CardContent>
      </Card>
      <div className="grid gap-6 xl:grid-cols-2">
        <DataTable
          testId="ga4-channels"
          title={t("ga.channels")}
          rows={data.channels}
          columns={columns(t("table.channel"), channelName)}
        />
        <DataTable
          title={t("ga.landingPages")}
          rows={data.landingPages}
          columns={columns(t("table.landingPage"))}
          searchable
        />
        <DataTable title={t("table.countries")} rows={data.countries} columns={columns(t("table.country"))} />
        <DataTable title={t("table.devices")} rows={data.devices} columns={columns(t("table.device"))} />
      </div>
    </>
  );
}
