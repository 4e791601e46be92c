import {
  type ContentDraft,
  checkPublishAt,
  fromWallTime,
  latestPublishAt,
  type Site,
  toWallTime,
} from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { draftsQuery } from "@/features/page-tools/api/page-tools-api";
import { contentItemsApi } from "../api/content-planning-api";
import { monthGrid, shiftPeriod, weekGrid } from "../lib/calendar-days";
import { formatWhen, useTimeZone } from "../lib/use-time-zone";
import { CalendarGrid } from "./calendar-grid";
import { CalendarList } from "./calendar-list";
import { type CalendarFilters, CalendarToolbar, type CalendarView } from "./calendar-toolbar";

const DEFAULT_TIME = "09:00";

/** One site's content items on a month, week or list view, in the user's time zone. */
export function ContentCalendar({ site }: { site: Site }) {
  const { t, i18n } = useTranslation("content-planning");
  const { zone, choose } = useTimeZone();
  const queryClient = useQueryClient();
  const items = useQuery(draftsQuery(site.id));
  const [view, setView] = useState<CalendarView>("month");
  const [day, setDay] = useState(() => toWallTime(new Date(), zone).date);
  const [filters, setFilters] = useState<CalendarFilters>({ channel: "", state: "" });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const move = useMutation({
    mutationFn: ({ item, publishAt }: { item: ContentDraft; publishAt: Date }) =>
      contentItemsApi.reschedule(item.id, publishAt.toISOString()),
    onSuccess: (saved) => {
      setMessage({
        text: t("calendar.moved", { when: formatWhen(saved.publishAt ?? "", zone, i18n.language) }),
        error: false,
      });
      queryClient.setQueryData(["content-draft", saved.id], saved);
    },
    onError: (error) =>
      setMessage({ text: t("calendar.moveFailed", { message: error.message }), error: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["content-drafts", site.id] }),
  });
  const onMove = (item: ContentDraft, target: string) => {
    const time = item.publishAt ? toWallTime(new Date(item.publishAt), zone).time : DEFAULT_TIME;
    const publishAt = fromWallTime({ date: target, time }, zone);
    const problem = checkPublishAt(publishAt, new Date());
    if (problem)
      return setMessage({
        text: t("calendar.moveFailed", {
          message: t(problem === "publish_in_past" ? "publish.past" : "publish.tooFar", {
            latest: formatWhen(latestPublishAt(new Date()).toISOString(), zone, i18n.language),
          }),
        }),
        error: true,
      });
    move.mutate({ item, publishAt });
  };
  const shown = (items.data ?? []).filter(
    (item) =>
      (!filters.state || item.state === filters.state) &&
      (!filters.channel || item.channels.some((channel) => channel.kind === filters.channel)),
  );
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const days = view === "week" ? weekGrid(day) : monthGrid(day);
  const period =
    view === "week"
      ? `${formatDay(days[0]!, i18n.language)} – ${formatDay(days[6]!, i18n.language)}`
      : monthName.format(new Date(`${day.slice(0, 7)}-15T12:00:00Z`));
  return (
    <section className="grid min-w-0 gap-4" aria-label={t("calendar.title")} data-testid="content-calendar">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button asChild size="sm">
          <Link to={paths.app.contentCreate({ site: site.id })}>
            <Plus aria-hidden="true" />
            {t("calendar.newContent")}
          </Link>
        </Button>
      </div>
      <CalendarToolbar
        view={view}
        onView={setView}
        period={period}
        onShift={(direction) => setDay((current) => shiftPeriod(current, view, direction))}
        onToday={() => setDay(toWallTime(new Date(), zone).date)}
        filters={filters}
        onFilters={setFilters}
        zone={zone}
        onZone={choose}
      />
      {message && (
        <p
          role={message.error ? "alert" : "status"}
          className={message.error ? "text-destructive text-sm" : "text-sm"}
        >
          {message.text}
        </p>
      )}
      {items.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {items.isError && (
        <p className="text-destructive text-sm">
          {t("calendar.loadError")} {items.error.message}
        </p>
      )}
      {items.data && view !== "list" && (
        <>
          <CalendarGrid
            days={days}
            month={view === "month" ? day.slice(0, 7) : null}
            items={shown}
            zone={zone}
            onMove={onMove}
          />
          <p className="text-muted-foreground text-xs">{t("calendar.dragHint")}</p>
        </>
      )}
      {items.data &&
        view === "list" &&
        (shown.length > 0 ? (
          <CalendarList items={shown} zone={zone} />
        ) : (
          <p className="text-muted-foreground text-sm">{t("calendar.empty")}</p>
        ))}
    </section>
  );
}

function formatDay(day: string, language: string) {
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
