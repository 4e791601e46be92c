import type { BillingInterval } from "@sitelens/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { FormError } from "@/features/auth/components/form-error";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { billingApi, billingConfigQuery, type OrderParams, orderQuery } from "../api/billing-api";
import { NotConfiguredNote } from "../components/not-configured-note";
import { OrderSummaryCard } from "../components/order-summary-card";
import { formatMoney } from "../format-money";

function orderParams(search: URLSearchParams, language: "tr" | "en"): OrderParams | null {
  const invoice = search.get("invoice");
  if (invoice) return { invoice };
  const plan = search.get("plan");
  if (!plan) return null;
  const currency = search.get("currency") === "USD" ? "USD" : search.get("currency") === "TRY" ? "TRY" : null;
  return {
    plan,
    interval: search.get("interval") === "year" ? "year" : "month",
    currency: currency ?? (language === "tr" ? "TRY" : "USD"),
  };
}

/** Spec §2 /payment: the order before handing over to Stripe or iyzico; also pays an unpaid invoice. */
export function PaymentRoute() {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const params = orderParams(search, language);
  const config = useQuery(billingConfigQuery());
  const order = useQuery({ ...orderQuery(params ?? { invoice: "" }), enabled: Boolean(params) });
  const pay = useMutation({
    mutationFn: () =>
      billingApi.checkout(
        params && "invoice" in params
          ? { invoiceId: params.invoice }
          : {
              planId: params?.plan ?? "",
              interval: params?.interval ?? "month",
              currency: params?.currency ?? "USD",
            },
      ),
    onSuccess: (started) => window.location.assign(started.redirectUrl),
  });
  const setInterval = (interval: BillingInterval) => {
    const next = new URLSearchParams(search);
    next.set("interval", interval);
    setSearch(next, { replace: true });
  };
  const provider = order.data?.provider ? t(`providers.${order.data.provider}`) : "";
  const charged = order.data?.chargedSummary;

  return (
    <section className="mx-auto grid w-full max-w-lg gap-6 px-4 py-10">
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{t("payment.title")}</h1>
        <p className="text-muted-foreground text-sm">{t("payment.subtitle")}</p>
      </div>
      {config.data?.providers.length === 0 && <NotConfiguredNote />}
      {!params && (
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <p>{t("payment.missingPlan")}</p>
            <Button asChild variant="outline" className="w-fit">
              <Link to={paths.public.pricing(language)}>{t("payment.choosePlan")}</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {params && order.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {order.error && <FormError message={order.error.message} />}
      {order.error instanceof ApiError && order.error.code === "already_on_plan" && (
        <Button asChild variant="outline" className="w-fit" data-testid="already-on-plan">
          <Link to={paths.app.billing()}>{t("billing.alreadyOnPlan")}</Link>
        </Button>
      )}
      {order.data && (
        <Card>
          <CardHeader>
            <CardTitle>{order.data.planTitle?.[language] ?? order.data.invoice?.planName}</CardTitle>
            {params && "plan" in params && (
              <fieldset className="flex w-fit gap-1 rounded-full border bg-muted/50 p-1">
                <legend className="sr-only">{t("payment.interval")}</legend>
                {(["month", "year"] as const).map((interval) => (
                  <button
                    key={interval}
                    type="button"
                    aria-pressed={params.interval === interval}
                    onClick={() => setInterval(interval)}
                    className={cn(
                      "rounded-full px-3 py-1 font-medium text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      params.interval === interval ? "bg-background text-foreground shadow-sm" : "",
                    )}
                  >
                    {t(`payment.${interval}`)}
                  </button>
                ))}
              </fieldset>
            )}
          </CardHeader>
          <CardContent className="grid gap-4">
            <OrderSummaryCard order={order.data} />
            {charged && charged.currency !== order.data.summary.currency && (
              <p className="text-muted-foreground text-xs" data-testid="charged-note">
                {t("payment.charged", {
                  amount: formatMoney(charged.total, charged.currency, language),
                  provider,
                })}
              </p>
            )}
            {order.data.renewal && (
              <p className="text-muted-foreground text-xs" data-testid="renewal-note">
                {t(`payment.renewal.${order.data.renewal}`)}
              </p>
            )}
            {pay.error && <FormError message={pay.error.message} />}
          </CardContent>
          {order.data.provider && (
            <CardFooter className="grid gap-2">
              <Button size="lg" disabled={pay.isPending || pay.isSuccess} onClick={() => pay.mutate()}>
                <Lock aria-hidden="true" />
                {pay.isPending || pay.isSuccess ? t("payment.paying") : t("payment.pay")}
              </Button>
              <p className="text-center text-muted-foreground text-xs">{t("payment.secure", { provider })}</p>
            </CardFooter>
          )}
        </Card>
      )}
    </section>
  );
}

export { PaymentRoute as Component };
