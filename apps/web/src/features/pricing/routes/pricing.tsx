import { defaultPlanQuotas, usagePeriods } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { paths } from "@/config/paths";
import { featuresText } from "@/features/features/content";
import { ClosingCta } from "@/features/marketing/components/closing-cta";
import { EvidenceSection } from "@/features/marketing/components/evidence-section";
import { FaqList } from "@/features/marketing/components/faq-list";
import { MarketingPage, PageHeader } from "@/features/marketing/components/page-header";
import { marketingText } from "@/features/marketing/content";
import { absoluteUrl } from "@/features/marketing/seo/page-seo";
import { usePageSeo } from "@/features/marketing/seo/use-page-seo";
import { useText } from "@/features/marketing/use-text";
import { planLimitsQuery } from "@/features/sites/api/sites-api";
import { useSession } from "@/lib/auth";
import { useLocaleSuggestion } from "@/lib/locale-suggestion";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { useBillingProviders } from "../api/use-billing-providers";
import { type Plan, usePlans } from "../api/use-plans";
import { PlanCard } from "../components/plan-card";
import { pricingText } from "../content";
import { currencyFor } from "../format-price";

function softwareApplication(plans: Plan[], language: "tr" | "en", path: string) {
  return {
    "@type": "SoftwareApplication",
    name: "Sitelens",
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: absoluteUrl(path),
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.title[language],
      price: plan.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: absoluteUrl(path),
    })),
  };
}

export function PricingRoute() {
  const text = useText(pricingText);
  const shared = useText(marketingText);
  // The quota tables made this a page our own evidence audits judge: it carries the same sourced evidence.
  const evidence = useText(featuresText).evidence;
  const language = useLanguage();
  const [period, setPeriod] = useState<"monthly" | "yearly">("monthly");
  const plans = usePlans();
  const locale = useLocaleSuggestion(language === "en");
  const currency = currencyFor(language, locale.data?.country);
  const trail = [{ name: text.title, path: paths.public.pricing(language) }];
  usePageSeo({
    title: text.seoTitle,
    description: text.description,
    breadcrumbs: trail,
    jsonLd: plans.data
      ? [softwareApplication(plans.data.plans, language, paths.public.pricing(language))]
      : [],
  });
  const rate = plans.data?.currency.tryPerUsd ?? 0;
  const signedIn = Boolean(useSession().data);
  const limits = useQuery({ ...planLimitsQuery(), enabled: signedIn }).data;
  const currentPlan = limits?.planId;
  const providers = useBillingProviders(signedIn);
  // The FAQ's figure is the free plan's enforced quota (decision 168), the defaults until the plans arrive.
  const freeAnalyses =
    plans.data?.plans.find((plan) => plan.id === "free")?.quotas.usage.analyses ??
    defaultPlanQuotas("free", false).usage.analyses;
  const faqs = [text.freePlanFaq(freeAnalyses, usagePeriods.analyses), ...text.faqs];
  return (
    <>
      <MarketingPage>
        <PageHeader trail={trail} title={text.title} lead={text.lead} />
        <fieldset className="mb-8 flex w-fit items-center gap-1 rounded-full border bg-muted/50 p-1">
          <legend className="sr-only">{text.billing}</legend>
          {(["monthly", "yearly"] as const).map((option) => (
            <label
              key={option}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 font-medium text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                period === option ? "bg-background shadow-sm" : "text-muted-foreground",
              )}
            >
              <input
                type="radio"
                name="billing-period"
                value={option}
                checked={period === option}
                onChange={() => setPeriod(option)}
                className="sr-only"
              />
              {text[option]}
              {option === "yearly" && <span className="text-primary text-xs">{text.save}</span>}
            </label>
          ))}
        </fieldset>
        {plans.isError && <p role="alert">{text.loadError}</p>}
        {providers.data?.providers.length === 0 && (
          <p
            role="note"
            data-testid="payments-not-configured"
            className="mb-6 rounded-lg border border-dashed bg-muted/40 p-3 text-sm"
          >
            {text.noPayments}
          </p>
        )}
        {plans.data && (
          <>
            <ul className="grid gap-6 md:grid-cols-3">
              {plans.data.plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  period={period}
                  currency={currency}
                  tryPerUsd={rate}
                  signedIn={signedIn}
                  current={signedIn && currentPlan === plan.id}
                  // A trial is not a purchase: its plan is marked but stays buyable.
                  trial={limits?.isTrial ?? false}
                />
              ))}
            </ul>
            <p className="mt-6 text-muted-foreground text-sm">
              {currency === "TRY"
                ? text.rateNote(new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-US").format(rate))
                : text.usdNote}
            </p>
          </>
        )}
        <div className="mt-16">
          <EvidenceSection evidence={evidence.index} text={evidence} />
        </div>
        <div className="mt-16 max-w-3xl">
          <FaqList id="pricing-faq" title={shared.faqTitle} faqs={faqs} />
        </div>
      </MarketingPage>
      <ClosingCta />
    </>
  );
}

export { PricingRoute as Component };
