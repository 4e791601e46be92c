import { CONTENT_STATES, DISTRIBUTION_CHANNEL_KINDS } from "@sitelens/shared";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/features/page-tools/components/native-select";
import { cn } from "@/lib/utils";
import { zoneChoices } from "../lib/use-time-zone";

export type CalendarView = "month" | "week" | "list";
export type CalendarFilters = { channel: string; state: string };

/** View switch, period navigation, filters by channel and state, and the display time zone. */
export function CalendarToolbar({
  view,
  onView,
  period,
  onShift,
  onToday,
  filters,
  onFilters,
  zone,
  onZone,
}: {
  view: CalendarView;
  onView: (view: CalendarView) => void;
  period: string;
  onShift: (direction: 1 | -1) => void;
  onToday: () => void;
  filters: CalendarFilters;
  onFilters: (filters: CalendarFilters) => void;
  zone: string;
  onZone: (zone: string) => void;
}) {
  const { t } = useTranslation("content-planning");
  const id = useId();
  const select = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: [string, string][],
  ) => (
    <label className="grid min-w-0 gap-1 text-xs" htmlFor={`${id}-${name}`}>
      <span className="text-muted-foreground">{label}</span>
      <NativeSelect id={`${id}-${name}`} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="inline-flex rounded-md border p-0.5">
          <legend className="sr-only">{t("calendar.views.label")}</legend>
          {(["month", "week", "list"] as const).map((option) => (
            <Button
              key={option}
              type="button"
              size="sm"
              variant="ghost"
              aria-pressed={view === option}
              className={cn(view === option && "bg-secondary")}
              onClick={() => onView(option)}
            >
              {t(`calendar.views.${option}`)}
            </Button>
          ))}
        </fieldset>
        {view !== "list" && (
          <div className="flex items-center gap-1">
            <Button
              type="button"
              size="icon"
              variant="outline"
              aria-label={t("calendar.previous")}
              onClick={() => onShift(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <span className="min-w-28 text-center font-medium text-sm" data-testid="calendar-period">
              {period}
            </span>
            <Button
              type="button"
              size="icon"
              variant="outline"
              aria-label={t("calendar.next")}
              onClick={() => onShift(1)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={onToday}>
              {t("calendar.today")}
            </Button>
          </div>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {select(
          "channel",
          t("calendar.filters.channel"),
          filters.channel,
          (channel) => onFilters({ ...filters, channel }),
          [
            ["", t("calendar.filters.all")],
            ...DISTRIBUTION_CHANNEL_KINDS.map((kind): [string, string] => [kind, t(`channels.${kind}`)]),
          ],
        )}
        {select(
          "state",
          t("calendar.filters.state"),
          filters.state,
          (state) => onFilters({ ...filters, state }),
          [
            ["", t("calendar.filters.all")],
            ...CONTENT_STATES.map((state): [string, string] => [state, t(`states.${state}`)]),
          ],
        )}
        <div className="col-span-2 sm:col-span-1">
          {select(
            "zone",
            t("calendar.timeZone"),
            zone,
            onZone,
            zoneChoices(zone).map((name): [string, string] => [name, name.replace(/_/g, " ")]),
          )}
        </div>
      </div>
    </div>
  );
}
