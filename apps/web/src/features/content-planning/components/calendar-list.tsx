import type { ContentDraft } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { formatWhen } from "../lib/use-time-zone";
import { StateBadge } from "./state-badge";

/** Every item of the site, dated ones by time and undated drafts last. */
export function CalendarList({ items, zone }: { items: ContentDraft[]; zone: string }) {
  const { t, i18n } = useTranslation("content-planning");
  const sorted = [...items].sort((a, b) => (a.publishAt ?? "9999").localeCompare(b.publishAt ?? "9999"));
  return (
    <ul className="grid divide-y rounded-xl border" data-testid="calendar-list">
      {sorted.map((item) => (
        <li
          key={item.id}
          className="grid gap-1 p-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-4"
        >
          <Link
            to={paths.app.contentCreate({ item: item.id })}
            className="min-w-0 truncate font-medium text-sm hover:underline"
            data-testid="list-item"
          >
            {item.title || t("calendar.untitled")}
          </Link>
          <span className="text-muted-foreground text-xs tabular-nums">
            {item.publishAt ? formatWhen(item.publishAt, zone, i18n.language) : t("calendar.undated")}
            {item.channels.length > 0 &&
              ` · ${item.channels.map((channel) => t(`channels.${channel.kind}`)).join(", ")}`}
          </span>
          <StateBadge state={item.state} retrying={item.retrying} />
        </li>
      ))}
    </ul>
  );
}
