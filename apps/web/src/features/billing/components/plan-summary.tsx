import type { BillingOverview, PlanLimitsResponse } from "@sitelens/shared";
import { useMutation } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";
import { billingApi } from "../api/billing-api";
import { formatDate } from "../format-money";
import { CancelPlanDialog } from "./cancel-plan-dialog";
import { PendingChangeNotice } from "./pending-change-notice";
import { ResumePlanButton } from "./resume-plan-button";

/** Current plan, trial days (rounded up), renewal or end date, and what the user can do about it. */
export function PlanSummary({ limits, overview }: { limits: PlanLimitsResponse; overview: BillingOverview }) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const portal = useMutation({
    mutationFn: billingApi.portal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(error.message),
  });
  const sub = overview.subscription;
  const live = sub && sub.status !== "canceled" && limits.planId !== "free" && !limits.isTrial;
  const date = (value: string | null) => formatDate(value, language);
  const end = sub?.currentPeriodEnd ?? overview.subscriptionEndDate;
  const line = limits.isTrial
    ? t("billing.trialEnds", { date: date(limits.trialEndsAt) })
    : live && sub
      ? sub.cancelAtPeriodEnd
        ? t("billing.endsOn", { date: date(end) })
        : sub.renews
          ? t("billing.renews", { date: date(end) })
          : t("billing.activeUntil", { date: date(end) })
      : limits.planId !== "free"
        ? t("billing.activeUntil", { date: date(overview.subscriptionEndDate) })
        : t("billing.free");
  return (
    <div className="grid gap-4" data-testid="plan-summary" data-plan={limits.planId}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-2xl">{limits.planTitle[language]}</span>
        {limits.isTrial && (
          <Badge
            variant={limits.trialDaysRemaining <= 3 ? "destructive" : "secondary"}
            data-testid="trial-badge"
          >
            {t("billing.trial", { count: limits.trialDaysRemaining })}
          </Badge>
        )}
        {live && sub && (
          <Badge variant="outline">
            {t("billing.via", { provider: t(`providers.${sub.provider as "stripe" | "iyzico" | "manual"}`) })}
          </Badge>
        )}
      </div>
      <p className="text-muted-foreground text-sm" data-testid="plan-dates">
        {line}
      </p>
      {live && sub?.pendingChange && <PendingChangeNotice change={sub.pendingChange} />}
      {sub?.provider === "iyzico" && sub.cancelAtPeriodEnd && limits.planId !== "free" && !limits.isTrial && (
        <p className="text-muted-foreground text-sm" data-testid="iyzico-no-resume">
          {t("billing.iyzicoNoResume", { date: date(end) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.public.pricing(language)}>
            {live ? t("billing.changePlan") : t("billing.upgrade")}
          </Link>
        </Button>
        {sub?.canManage && (
          <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
            <CreditCard aria-hidden="true" />
            {t("billing.manage")}
          </Button>
        )}
        {live && sub?.canCancel && <CancelPlanDialog />}
        {live && sub?.canResume && <ResumePlanButton />}
      </div>
    </div>
  );
}
