import type { BillingOverview } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { FormError } from "@/features/auth/components/form-error";
import { billingOverviewQuery } from "@/features/billing/api/billing-api";
import { formatDate } from "@/features/billing/format-money";
import { sessionQueryOptions } from "@/lib/auth";
import { useLanguage } from "@/lib/use-language";
import { accountApi } from "../api/account-api";

export function DeleteAccount() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const billing = useQuery(billingOverviewQuery());
  const remove = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
      toast.success(t("settings.deleted"));
      navigate(paths.public.home(language), { replace: true });
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" className="justify-self-start">
          {t("settings.delete")}
        </Button>
      }
      title={t("settings.confirmTitle")}
      description={t("settings.confirmBody")}
      cancelLabel={t("settings.cancel")}
      confirmLabel={t("settings.confirmDelete")}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    >
      <PaidPeriodNote overview={billing.data} language={language} />
      <FormError message={remove.error?.message ?? null} />
    </ConfirmDialog>
  );
}

/**
 * What deletion does to money: a renewing subscription is cancelled at its provider first (the
 * server refuses to delete otherwise), and the paid time left ends with the account, unrefunded.
 */
function PaidPeriodNote({ overview, language }: { overview?: BillingOverview; language: "tr" | "en" }) {
  const { t } = useTranslation("account");
  const sub = overview?.subscription;
  const end = sub?.currentPeriodEnd ?? overview?.subscriptionEndDate ?? null;
  if (!sub || sub.status === "canceled" || !end || new Date(end) < new Date()) return null;
  const provider = t(`settings.providers.${sub.provider as "stripe" | "iyzico" | "manual"}`);
  return (
    <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="delete-paid-period">
      {sub.renews && !sub.cancelAtPeriodEnd
        ? t("settings.deleteRenewing", { provider, date: formatDate(end, language) })
        : t("settings.deletePaidPeriod", { date: formatDate(end, language) })}
    </p>
  );
}
