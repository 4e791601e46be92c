import { Check } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useText } from "@/features/marketing/use-text";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import type { Plan } from "../api/use-plans";
import { pricingText } from "../content";
import { type Currency, formatPrice } from "../format-price";
import { PlanQuotas } from "./plan-quotas";

export function PlanCard(props: {
  plan: Plan;
  period: "monthly" | "yearly";
  currency: Currency;
  tryPerUsd: number;
  /** Signed in: paid plans go to /payment, the free plan to the dashboard. */
  signedIn?: boolean;
  /** The signed-in user's plan: marked, with no button to buy it again. */
  current?: boolean;
  /** The current plan is only a trial: it stays buyable. */
  trial?: boolean;
}) {
  const { plan, period, currency, tryPerUsd, signedIn, current, trial } = props;
  const text = useText(pricingText);
  const language = useLanguage();
  const amount = period === "yearly" ? plan.yearlyPrice : plan.price;
  const cta =
    plan.trialPeriodDays > 0
      ? text.trialCta(plan.trialPeriodDays)
      : plan.price === 0
        ? text.freeCta
        : text.paidCta;
  const headingId = `plan-${plan.id}`;
  const interval = period === "yearly" ? "year" : "month";
  const target = !signedIn
    ? paths.auth.register()
    : plan.price === 0
      ? paths.app.sites()
      : `${paths.auth.payment()}?plan=${plan.id}&interval=${interval}&currency=${currency}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        "relative grid content-start gap-5 rounded-2xl border bg-card p-6 shadow-xs",
        plan.popular && "border-primary shadow-md ring-1 ring-primary",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-semibold text-xl">
          {plan.title[language]}
        </h2>
        {current && (
          <Badge variant="secondary" data-testid="current-plan">
            {text.currentPlan}
          </Badge>
        )}
        {plan.popular && <Badge>{text.popular}</Badge>}
        {plan.discount ? <Badge variant="secondary">{text.discount(plan.discount)}</Badge> : null}
      </div>
      <p className="text-muted-foreground text-sm">{plan.description[language]}</p>
      <p className="flex items-baseline gap-1">
        <span className="font-semibold text-4xl tracking-tight" data-testid={`price-${plan.id}`}>
          {formatPrice(amount, currency, tryPerUsd, language)}
        </span>
        <span className="text-muted-foreground">{period === "yearly" ? text.perYear : text.perMonth}</span>
        {currency === "TRY" && plan.price > 0 && (
          <span className="text-muted-foreground text-xs">{text.vatIncluded}</span>
        )}
      </p>
      <div className="grid gap-1">
        {current && !trial ? (
          <Button size="lg" variant="outline" disabled>
            {text.currentPlan}
          </Button>
        ) : (
          <Button asChild size="lg" variant={plan.popular ? "default" : "outline"}>
            <Link to={target}>{signedIn ? (plan.price === 0 ? text.freeCta : text.paidCta) : cta}</Link>
          </Button>
        )}
        {plan.trialPeriodDays > 0 && !signedIn && (
          <p className="text-center text-muted-foreground text-xs">{text.trialNote}</p>
        )}
      </div>
      <ul className="grid gap-2 text-sm">
        <li className="flex gap-2 font-medium">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {text.sites(plan.siteLimit)}
        </li>
        {plan.features[language].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <PlanQuotas plan={plan} />
    </li>
  );
}
