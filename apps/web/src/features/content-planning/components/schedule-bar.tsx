import { type ContentDraft, missingForSchedule } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { RetryNote } from "@/features/distribution/components/retry-note";
import type { EditableFields } from "@/features/page-tools/components/use-draft-autosave";
import { contentItemsApi } from "../api/content-planning-api";
import { formatWhen } from "../lib/use-time-zone";
import { DeleteItemDialog } from "./delete-item-dialog";
import { StateBadge } from "./state-badge";

/**
 * The item's state and the step to (un)schedule it. Scheduling waits for the autosave, lists what
 * is still missing (spec §5), and the server checks the same rules again.
 */
export function ScheduleBar({
  item,
  fields,
  saved,
  zone,
  onChanged,
}: {
  item: ContentDraft;
  fields: EditableFields;
  saved: boolean;
  zone: string;
  onChanged: (item: ContentDraft) => void;
}) {
  const { t, i18n } = useTranslation("content-planning");
  const queryClient = useQueryClient();
  const missing = missingForSchedule(fields);
  const toggle = useMutation({
    mutationFn: () =>
      item.state === "scheduled" ? contentItemsApi.unschedule(item.id) : contentItemsApi.schedule(item.id),
    onSuccess: (next) => {
      onChanged(next);
      void queryClient.invalidateQueries({ queryKey: ["content-drafts", item.siteId] });
    },
  });
  const plannable = item.state === "draft" || item.state === "scheduled";
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-3" data-testid="schedule-bar">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground text-sm">{t("create.state")}:</span>
        <StateBadge state={item.state} retrying={item.retrying} />
        {item.state === "scheduled" && item.publishAt && !item.retrying && (
          <span className="text-sm">
            {t("create.scheduled", { when: formatWhen(item.publishAt, zone, i18n.language) })}
          </span>
        )}
        {plannable && (
          <Button
            type="button"
            size="sm"
            className="ms-auto"
            variant={item.state === "scheduled" ? "outline" : "default"}
            disabled={toggle.isPending || !saved || (item.state === "draft" && missing.length > 0)}
            onClick={() => toggle.mutate()}
          >
            {item.state === "scheduled" ? <Undo2 aria-hidden="true" /> : <CalendarCheck aria-hidden="true" />}
            {t(item.state === "scheduled" ? "create.unschedule" : "create.schedule")}
          </Button>
        )}
        <span className={plannable ? "" : "ms-auto"}>
          <DeleteItemDialog item={item} />
        </span>
      </div>
      {item.state === "scheduled" && item.retrying && <RetryNote retry={item.retrying} />}
      {item.state === "draft" && missing.length > 0 && (
        <p className="text-muted-foreground text-xs" data-testid="schedule-missing">
          {t("create.missing", {
            fields: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
              missing.map((field) => t(`create.fields.${field}`)),
            ),
          })}
        </p>
      )}
      {!plannable && <p className="text-muted-foreground text-xs">{t("create.locked")}</p>}
      {toggle.isError && (
        <p role="alert" className="text-destructive text-sm">
          {toggle.error.message}
        </p>
      )}
    </div>
  );
}
