import { useQuery } from "@tanstack/react-query";
import { Clock, CreditCard, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { paymentStatusQuery, planLimitsQuery } from "@/features/sites/api/sites-api";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { pickBanner } from "./pick-banner";

const tones = {
  calm: "border-primary/20 bg-primary/5 text-foreground",
  urgent: "border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200",
  danger: "border-destructive/40 bg-destructive/10 text-destructive",
};

export function PlanBanner() {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const limits = useQuery(planLimitsQuery());
  const payment = useQuery(paymentStatusQuery());
  const banner = pickBanner(limits.data, payment.data);
  if (!banner) return null;

  const content =
    banner.kind === "rate-limit"
      ? {
          tone: tones.danger,
          icon: Clock,
          text: t("banner.rateLimit", { minutes: banner.minutes }),
          action: null,
        }
      : banner.kind === "trial"
        ? {
            tone: banner.urgent ? tones.urgent : tones.calm,
            icon: Sparkles,
            text: t("banner.trial", { count: banner.days }),
            action: { to: paths.public.pricing(language), label: t("banner.upgrade") },
          }
        : {
            tone: tones.danger,
            icon: CreditCard,
            text: t("banner.payment", { count: banner.unpaid }),
            action: { to: paths.app.billing(), label: t("banner.pay") },
          };
  const Icon = content.icon;
  return (
    <div
      role="status"
      data-testid="plan-banner"
      data-kind={banner.kind}
      className={cn("border-b", content.tone)}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="flex-1">{content.text}</span>
        {content.action && (
          <Button asChild size="sm" variant="outline" className="h-7 bg-background/60 text-foreground">
            <Link to={content.action.to}>{content.action.label}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
