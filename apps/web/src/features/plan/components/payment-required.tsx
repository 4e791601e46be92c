import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { ToolNotice } from "./tool-notice";

/** A tool held by unpaid invoices (402 payment_required): why, and the way to pay them. */
export function PaymentRequired() {
  const { t } = useTranslation("sites");
  return (
    <ToolNotice
      testId="tool-payment-required"
      icon={CreditCard}
      title={t("paymentLocked.title")}
      body={t("paymentLocked.body")}
      action={{ to: paths.app.billing(), label: t("paymentLocked.pay") }}
      alert
    />
  );
}
