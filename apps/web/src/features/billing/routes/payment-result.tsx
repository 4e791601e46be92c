import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";
import { billingApi, paymentQuery } from "../api/billing-api";
import { ResultPanel } from "../components/result-panel";

/**
 * /payment-success and /payment-callback (spec §4 Payment): pending shows "processing" until the
 * provider's webhook settles it (a live event refetches), then approved or failed.
 */
export function PaymentResultRoute() {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const [search] = useSearchParams();
  const paymentId = search.get("payment") ?? "";
  const cameBack = search.get("status");
  const cancel = useMutation({ mutationFn: () => billingApi.cancelPayment(paymentId) });
  const payment = useQuery({
    ...paymentQuery(paymentId),
    enabled: Boolean(paymentId) && cameBack !== "cancelled",
  });
  const { mutate: markCancelled } = cancel;
  useEffect(() => {
    if (cameBack === "cancelled" && paymentId) markCancelled();
  }, [cameBack, paymentId, markCancelled]);

  const known = payment.data ?? cancel.data;
  const retryTo =
    known?.planId && known.interval
      ? `${paths.auth.payment()}?plan=${known.planId}&interval=${known.interval}`
      : paths.public.pricing(language);
  const billingLink = (
    <Button asChild>
      <Link to={paths.app.billing()}>{t("result.toBilling")}</Link>
    </Button>
  );
  const retry = (
    <Button asChild variant="outline">
      <Link to={retryTo}>{t("result.retry")}</Link>
    </Button>
  );

  let content: React.ReactNode;
  const status =
    cameBack === "cancelled"
      ? "cancelled"
      : (payment.data?.status ?? (payment.error ? "missing" : "pending"));
  if (status === "succeeded")
    content = (
      <ResultPanel
        icon={CircleCheck}
        tone="success"
        state="succeeded"
        title={t("result.successTitle")}
        body={payment.data?.planId ? t("result.successBody") : t("result.invoiceSuccessBody")}
      >
        {billingLink}
      </ResultPanel>
    );
  else if (status === "failed" || status === "cancelled" || status === "missing")
    content = (
      <ResultPanel
        icon={CircleX}
        tone="danger"
        state={status}
        title={status === "cancelled" ? t("result.cancelledTitle") : t("result.failedTitle")}
        body={
          status === "cancelled"
            ? t("result.cancelledBody")
            : status === "missing"
              ? t("result.notFound")
              : t("result.failedBody")
        }
      >
        {retry}
        {billingLink}
      </ResultPanel>
    );
  else
    content = (
      <ResultPanel
        icon={LoaderCircle}
        spin
        tone="info"
        state="pending"
        title={t("result.processingTitle")}
        body={t("result.processingBody")}
      />
    );
  return <section className="mx-auto grid w-full max-w-lg gap-6 px-4 py-12">{content}</section>;
}

export { PaymentResultRoute as Component };
