import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-destructive hover:text-destructive">
          {t("billing.cancel")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("billing.cancelTitle")}</DialogTitle>
          <DialogDescription>{t("billing.cancelBody")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t("billing.keep")}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {t("billing.cancelConfirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
