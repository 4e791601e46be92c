import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { billingApi } from "../api/billing-api";

/** Takes back a cancellation at period end before the period ends: the plan renews again. */
export function ResumePlanButton() {
  const { t } = useTranslation("billing");
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: billingApi.resume,
    onSuccess: () => {
      toast.success(t("billing.resumed"));
      void queryClient.invalidateQueries({ queryKey: ["invoices"] });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Button variant="outline" disabled={resume.isPending} onClick={() => resume.mutate()}>
      {t("billing.resume")}
    </Button>
  );
}
