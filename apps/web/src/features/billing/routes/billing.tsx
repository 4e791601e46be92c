import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/features/account/components/page-header";
import { SectionCard } from "@/features/account/components/section-card";
import { FormError } from "@/features/auth/components/form-error";
import { planLimitsQuery } from "@/features/sites/api/sites-api";
import { billingOverviewQuery } from "../api/billing-api";
import { InvoiceTable } from "../components/invoice-table";
import { NotConfiguredNote } from "../components/not-configured-note";
import { PlanSummary } from "../components/plan-summary";
import { UsageList } from "../components/usage-list";

/** Spec §2 /billing: plan, trial, renewal, usage against quotas, invoices, manage and cancel. */
export function BillingRoute() {
  const { t } = useTranslation("billing");
  const limits = useQuery(planLimitsQuery());
  const overview = useQuery(billingOverviewQuery());
  const error = limits.error ?? overview.error;
  // iyzico's card form hands back no result to read: say where the card went, promise nothing more.
  const fromCardForm = useSearchParams()[0].get("card") === "updated";
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHeader title={t("billing.title")} description={t("billing.subtitle")} />
      {(limits.isPending || overview.isPending) && !error && (
        <Spinner label={t("loading", { ns: "common" })} />
      )}
      {error && <FormError message={t("billing.loadError")} />}
      {fromCardForm && (
        <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="card-form-return">
          {t("billing.cardFormReturn")}
        </p>
      )}
      {limits.data && overview.data && (
        <>
          {overview.data.providers.length === 0 && <NotConfiguredNote />}
          <SectionCard title={t("billing.currentPlan")}>
            <PlanSummary limits={limits.data} overview={overview.data} />
          </SectionCard>
          <SectionCard title={t("billing.usage")} description={t("billing.usageNote")}>
            <UsageList usage={overview.data.usage} />
          </SectionCard>
          <SectionCard title={t("billing.invoices")}>
            <InvoiceTable invoices={overview.data.invoices} />
          </SectionCard>
        </>
      )}
    </section>
  );
}

export { BillingRoute as Component };
