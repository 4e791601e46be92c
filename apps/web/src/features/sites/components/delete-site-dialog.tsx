import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { siteQuery, sitesApi } from "../api/sites-api";

/** Deleting a site removes its analyses, pages, tasks and history, so it asks first. */
export function DeleteSiteDialog({
  site,
  onDeleted,
  trigger,
}: {
  site: { id: string; name: string };
  onDeleted?: () => void;
  trigger?: React.ReactNode;
}) {
  const { t } = useTranslation("sites");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => sitesApi.remove(site.id),
    onSuccess: () => {
      setOpen(false);
      toast.success(t("delete.done", { name: site.name }));
      queryClient.removeQueries({ queryKey: siteQuery(site.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ["sites"] });
      void queryClient.invalidateQueries({ queryKey: ["plan-limits"] });
      onDeleted?.();
    },
    onError: (error) => toast.error(t("delete.failed"), { description: error.message }),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        trigger ?? (
          <Button variant="ghost" size="icon" aria-label={t("delete.label", { name: site.name })}>
            <Trash2 aria-hidden="true" />
          </Button>
        )
      }
      title={t("delete.title", { name: site.name })}
      description={t("delete.body")}
      cancelLabel={t("delete.cancel")}
      confirmLabel={t("delete.confirm")}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
