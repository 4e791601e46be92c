import { checkPublishAt, fromWallTime, latestPublishAt, toWallTime } from "@sitelens/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { formatWhen } from "../lib/use-time-zone";

/**
 * Date and time in the user's zone, stored as a UTC instant. The pickers cannot go before today or
 * past the 30-day window; a time earlier today is caught by the same rule the server applies.
 */
export function PublishTimeField({
  value,
  onChange,
  zone,
  disabled,
}: {
  value: string | null;
  onChange: (publishAt: string | null) => void;
  zone: string;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation("content-planning");
  const id = useId();
  const [wall, setWall] = useState(() =>
    value ? toWallTime(new Date(value), zone) : { date: "", time: "" },
  );
  const now = new Date();
  const latest = latestPublishAt(now);
  const update = (next: { date: string; time: string }) => {
    setWall(next);
    onChange(next.date && next.time ? fromWallTime(next, zone).toISOString() : null);
  };
  const problem = value && !disabled ? checkPublishAt(new Date(value), now) : null;
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 font-medium text-sm">{t("publish.title")}</legend>
      <div className="grid grid-cols-2 gap-2">
        <label className="grid gap-1 text-xs" htmlFor={`${id}-date`}>
          <span className="text-muted-foreground">{t("publish.date")}</span>
          <Input
            id={`${id}-date`}
            type="date"
            value={wall.date}
            min={toWallTime(now, zone).date}
            max={toWallTime(latest, zone).date}
            onChange={(event) => update({ ...wall, date: event.target.value })}
          />
        </label>
        <label className="grid gap-1 text-xs" htmlFor={`${id}-time`}>
          <span className="text-muted-foreground">{t("publish.time")}</span>
          <Input
            id={`${id}-time`}
            type="time"
            value={wall.time}
            onChange={(event) => update({ ...wall, time: event.target.value })}
          />
        </label>
      </div>
      <p className="text-muted-foreground text-xs">{t("publish.zone", { zone: zone.replace(/_/g, " ") })}</p>
      {problem && (
        <p role="alert" className="text-destructive text-sm" data-testid="publish-problem">
          {problem === "publish_in_past"
            ? t("publish.past")
            : t("publish.tooFar", { latest: formatWhen(latest.toISOString(), zone, i18n.language) })}
        </p>
      )}
    </fieldset>
  );
}
