import type { ContentDraft, WithdrawalOutcome } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { DialogActions, DialogFrame } from "@/components/ui/dialog-frame";
import { paths } from "@/config/paths";
import { channelName } from "@/features/distribution/components/channel-names";
import { contentItemsApi } from "../api/content-planning-api";

/** The outcome's words: the result, or why it could not be withdrawn, with the vendor's message. */
const resultKey = (outcome: WithdrawalOutcome) => outcome.reason ?? outcome.result;

/**
 * Deleting an item withdraws what went out where each channel allows, so it asks first, then
 * stays open to say plainly what every channel did before the user goes back to the calendar.
 */
export function DeleteItemDialog({ item }: { item: ContentDraft }) {
  const { t } = useTranslation("content-planning");
  const { t: tc } = useTranslation("distribution");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => contentItemsApi.remove(item.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ["content-draft", item.id] });
      void queryClient.invalidateQueries({ queryKey: ["content-drafts", item.siteId] });
    },
  });
  const done = remove.data;
  const toCalendar = () => navigate(paths.app.sites({ tab: "content-planning", site: item.siteId }));
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (done && !next ? toCalendar() : setOpen(next))}
      trigger={
        <Button type="button" size="sm" variant="outline" data-testid="delete-item">
          <Trash2 aria-hidden="true" />
          {t("delete.open")}
        </Button>
      }
      title={t(done ? "delete.doneTitle" : "delete.title")}
      description={done ? t(done.outcomes.length > 0 ? "delete.doneBody" : "delete.none") : t("delete.body")}
    >
      {done && done.outcomes.length > 0 && (
        <ul className="grid gap-2 text-sm" data-testid="withdrawal-outcomes">
          {done.outcomes.map((outcome) => (
            <li key={outcome.id} className="grid gap-0.5 rounded-md border p-2">
              <span className="font-medium">
                {channelName(outcome.kind, tc)}
                {outcome.connectionLabel && (
                  <span className="wrap-anywhere ms-2 font-normal text-muted-foreground">
                    {outcome.connectionLabel}
                  </span>
                )}
              </span>
              <span className={outcome.result === "failed" ? "wrap-anywhere text-destructive" : ""}>
                {t(`delete.result.${resultKey(outcome)}`, { message: outcome.message ?? "" })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className="text-destructive text-sm">
          {remove.error.message}
        </p>
      )}
      <DialogActions>
        {done ? (
          <Button onClick={toCalendar}>{t("delete.close")}</Button>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="outline">{t("delete.cancel")}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t("delete.confirm")}
            </Button>
          </>
        )}
      </DialogActions>
    </DialogFrame>
  );
}
