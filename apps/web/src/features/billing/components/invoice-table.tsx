import type { Invoice } from "@sitelens/shared";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";
import { billingApi } from "../api/billing-api";
import { formatDate, formatMoney } from "../format-money";

const variants = { paid: "secondary", pending: "outline", overdue: "destructive" } as const;

/** Every invoice with its status and PDF; unpaid ones can be paid from here (spec §2 /billing). */
export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  if (invoices.length === 0)
    return <p className="text-muted-foreground text-sm">{t("billing.noInvoices")}</p>;
  return (
    <ul className="divide-y" data-testid="invoice-list">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          data-status={invoice.status}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm"
        >
          <div className="grid w-full min-w-0 gap-0.5 sm:w-auto sm:flex-1">
            <span className="break-all font-medium">{invoice.invoiceNumber}</span>
            <span className="text-muted-foreground text-xs">
              {invoice.planName} · {formatDate(invoice.paidDate ?? invoice.createdAt, language)}
            </span>
          </div>
          <span className="tabular-nums">{formatMoney(invoice.amount, invoice.currency, language)}</span>
          <Badge variant={variants[invoice.status]}>{t(`billing.states.${invoice.status}`)}</Badge>
          <div className="flex gap-1">
            {invoice.status !== "paid" && (
              <Button asChild size="sm">
                <Link to={`${paths.auth.payment()}?invoice=${encodeURIComponent(invoice.id)}`}>
                  {t("billing.payInvoice")}
                </Link>
              </Button>
            )}
            <Button asChild size="sm" variant="outline">
              <a
                href={billingApi.invoicePdfUrl(invoice.id, language)}
                download
                aria-label={t("billing.downloadPdf", { number: invoice.invoiceNumber })}
              >
                <Download aria-hidden="true" />
                {t("billing.pdf")}
              </a>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
