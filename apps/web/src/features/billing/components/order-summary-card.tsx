import type { Order } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/lib/use-language";
import { formatMoney } from "../format-money";

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? "flex justify-between gap-4 font-semibold text-base" : "flex justify-between gap-4"}
    >
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** Spec §2 /payment: plan, interval, price in the user's currency and taxes (KDV for lira). */
export function OrderSummaryCard({ order }: { order: Order }) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const { summary } = order;
  const money = (value: number) => formatMoney(value, summary.currency, language);
  return (
    <dl className="grid gap-3 text-sm" data-testid="order-summary">
      {order.kind === "plan" && order.planTitle ? (
        <>
          <Row label={t("payment.plan")} value={order.planTitle[language]} />
          <Row label={t("payment.interval")} value={t(`payment.${order.interval ?? "month"}`)} />
        </>
      ) : (
        <Row label={t("payment.invoice")} value={order.invoice?.invoiceNumber ?? ""} />
      )}
      <div className="border-t" />
      <Row label={t("payment.subtotal")} value={money(summary.subtotal)} />
      {summary.taxRate > 0 ? (
        <Row
          label={t("payment.vat", { rate: Math.round(summary.taxRate * 100) })}
          value={money(summary.tax)}
        />
      ) : (
        <p className="text-muted-foreground text-xs">{t("payment.noTax")}</p>
      )}
      <div className="border-t" />
      <Row label={t("payment.total")} value={money(summary.total)} strong />
    </dl>
  );
}
