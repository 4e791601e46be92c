import { type ContentDraft, latestPublishAt, toWallTime } from "@sitelens/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { RETRYING_STYLE, STATE_STYLES } from "./state-badge";

const PER_DAY = 3;
const MOVABLE = new Set(["draft", "scheduled"]);

/**
 * Month or week grid in the user's zone. Items that have not gone out can be dragged to another
 * day within the planning window (today to 30 days ahead); days outside it take no drop.
 */
export function CalendarGrid({
  days,
  month,
  items,
  zone,
  onMove,
}: {
  days: string[];
  /** "YYYY-MM" of the month shown (week view: null), to mute the neighbouring months' days. */
  month: string | null;
  items: ContentDraft[];
  zone: string;
  onMove: (item: ContentDraft, day: string) => void;
}) {
  const { t, i18n } = useTranslation("content-planning");
  const [over, setOver] = useState<string | null>(null);
  const now = new Date();
  const today = toWallTime(now, zone).date;
  const lastDay = toWallTime(latestPublishAt(now), zone).date;
  const byDay = new Map<string, ContentDraft[]>();
  for (const item of items) {
    if (!item.publishAt) continue;
    const { date } = toWallTime(new Date(item.publishAt), zone);
    byDay.set(date, [...(byDay.get(date) ?? []), item]);
  }
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: "short", timeZone: "UTC" });
  const dayNumber = (day: string) => Number(day.slice(8));
  const week = month === null;
  return (
    <div className="grid min-w-0 grid-cols-7 overflow-hidden rounded-xl border" data-testid="calendar-grid">
      {days.slice(0, 7).map((day) => (
        <div
          key={`head-${day}`}
          className="border-b bg-muted/50 px-1 py-1 text-center text-muted-foreground text-xs"
        >
          {weekday.format(new Date(`${day}T12:00:00Z`))}
        </div>
      ))}
      {days.map((day) => {
        const open = day >= today && day <= lastDay;
        const dayItems = (byDay.get(day) ?? []).sort((a, b) =>
          (a.publishAt ?? "").localeCompare(b.publishAt ?? ""),
        );
        const shown = week ? dayItems : dayItems.slice(0, PER_DAY);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged items; without a mouse the item's own form changes its date.
          <div
            key={day}
            data-day={day}
            data-open={open}
            title={open ? undefined : t("calendar.unavailable")}
            onDragOver={(event) => {
              if (!open) return;
              event.preventDefault();
              setOver(day);
            }}
            onDragLeave={() => setOver((current) => (current === day ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              setOver(null);
              const item = items.find(
                (candidate) => candidate.id === event.dataTransfer.getData("text/plain"),
              );
              if (open && item) onMove(item, day);
            }}
            className={cn(
              "grid min-w-0 content-start gap-1 border-r border-b p-1 [&:nth-child(7n)]:border-r-0",
              week ? "min-h-48" : "min-h-20 sm:min-h-24",
              !open && "bg-muted/40",
              month && !day.startsWith(month) && "text-muted-foreground/60",
              over === day && "bg-primary/10 ring-2 ring-primary ring-inset",
            )}
          >
            <span
              className={cn(
                "justify-self-end px-1 text-xs tabular-nums",
                day === today && "rounded-full bg-primary px-1.5 text-primary-foreground",
              )}
            >
              {new Intl.NumberFormat(i18n.language).format(dayNumber(day))}
            </span>
            {shown.map((item) => (
              <Link
                key={item.id}
                to={paths.app.contentCreate({ item: item.id })}
                draggable={MOVABLE.has(item.state)}
                onDragStart={(event) => {
                  event.dataTransfer.setData("text/plain", item.id);
                  event.dataTransfer.effectAllowed = "move";
                }}
                data-testid="calendar-item"
                data-state={item.state === "scheduled" && item.retrying ? "retrying" : item.state}
                title={
                  item.state === "scheduled" && item.retrying
                    ? t("states.retrying", { attempt: item.retrying.attempt, of: item.retrying.of })
                    : undefined
                }
                className={cn(
                  "block min-w-0 rounded border px-1 py-0.5 text-[11px] leading-tight sm:text-xs",
                  week ? "line-clamp-3 break-words" : "truncate",
                  item.state === "scheduled" && item.retrying ? RETRYING_STYLE : STATE_STYLES[item.state],
                  MOVABLE.has(item.state) && "cursor-grab active:cursor-grabbing",
                )}
              >
                <span className="hidden tabular-nums sm:inline">
                  {toWallTime(new Date(item.publishAt as string), zone).time}{" "}
                </span>
                {item.title || t("calendar.untitled")}
              </Link>
            ))}
            {dayItems.length > shown.length && (
              <span className="px-1 text-muted-foreground text-xs">
                {t("calendar.more", { count: dayItems.length - shown.length })}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
