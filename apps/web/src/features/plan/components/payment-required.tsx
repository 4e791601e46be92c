import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** A tool held by unpaid invoices (402 payment_required): why, and the way to pay them. */
export function PaymentRequired() {
  const { t } = useTranslation("sites");
  return (
    <div
      role="alert"
      data-testid="tool-payment-required"
      className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-6"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CreditCard aria-hidden="true" className="size-4 text-destructive" />
        {t("paymentLocked.title")}
      </p>
      <p className="text-muted-foreground text-sm">{t("paymentLocked.body")}</p>
      <Button asChild>
        <Link to={paths.app.billing()}>{t("paymentLocked.pay")}</Link>
      </Button>
    </div>
  );
}
