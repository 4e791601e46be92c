import type { Subscription } from "@sitelens/shared";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { usePlans } from "@/features/pricing/api/use-plans";
import { useLanguage } from "@/lib/use-language";
import { formatDate } from "../format-money";

/**
 * A plan change the provider holds back until its invoice is paid (decision 165): the card was
 * declined or asks for 3-D Secure. The user keeps the plan paid for and pays or confirms on the
 * provider's own page.
 */
export function PendingChangeNotice({ change }: { change: NonNullable<Subscription["pendingChange"]> }) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const plans = usePlans();
  const plan =
    plans.data?.plans.find((entry) => entry.id === change.planId)?.title[language] ?? change.planId;
  return (
    <div
      role="status"
      className="grid gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
      data-testid="pending-change"
    >
      <p>
        {t("billing.pendingChange", { plan, interval: t(`payment.${change.interval}`) })}{" "}
        {change.expiresAt && t("billing.pendingUntil", { date: formatDate(change.expiresAt, language) })}
      </p>
      {change.payUrl && (
        <Button asChild variant="outline" className="w-fit">
          <a href={change.payUrl} rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t("billing.pendingPay")}
          </a>
        </Button>
      )}
    </div>
  );
}
