import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { billingApi } from "../api/billing-api";

/** Spec §4: cancelling returns the user to free at period end (Stripe: the portal's cancel flow). */
export function CancelPlanDialog() {
  const { t } = useTranslation("billing");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: billingApi.cancel,
    onSuccess: ({ url }) => {
      if (url) return window.location.assign(url);
      setOpen(false);
      toast.success(t("billing.cancelled"));
      void queryClient.invalidateQueries({ queryKey: ["invoices"] });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="text-destructive hover:text-destructive">
          {t("billing.cancel")}
        </Button>
      }
      title={t("billing.cancelTitle")}
      description={t("billing.cancelBody")}
      cancelLabel={t("billing.keep")}
      confirmLabel={t("billing.cancelConfirm")}
      pending={cancel.isPending}
      onConfirm={() => cancel.mutate()}
    />
  );
}
