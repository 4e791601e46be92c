import { Document, Page, Text, View } from "@react-pdf/renderer";
import { type Invoice, TURKISH_VAT_RATE } from "@sitelens/shared";
import { colors, styles } from "../reports/report-styles";

export type InvoiceDocumentData = {
  invoice: Invoice;
  customer: { name: string; email: string; address: string | null };
  language: "tr" | "en";
};

const texts = {
  tr: {
    title: "Fatura",
    number: "Fatura no",
    issued: "Düzenlenme tarihi",
    due: "Son ödeme tarihi",
    paid: "Ödeme tarihi",
    status: "Durum",
    billTo: "Fatura edilen",
    item: "Açıklama",
    amount: "Tutar",
    subtotal: "Ara toplam",
    vat: "KDV (%20, dahil)",
    total: "Toplam",
    plan: (name: string) => `Sitelens ${name} planı aboneliği`,
    states: { paid: "Ödendi", pending: "Ödeme bekleniyor", overdue: "Vadesi geçmiş" },
  },
  en: {
    title: "Invoice",
    number: "Invoice number",
    issued: "Issue date",
    due: "Due date",
    paid: "Paid on",
    status: "Status",
    billTo: "Billed to",
    item: "Description",
    amount: "Amount",
    subtotal: "Subtotal",
    vat: "VAT (20%, included)",
    total: "Total",
    plan: (name: string) => `Sitelens ${name} plan subscription`,
    states: { paid: "Paid", pending: "Awaiting payment", overdue: "Overdue" },
  },
};

function Line({ label, value, bold }: { label: string; value: string; bold?: boolean }) {
  return (
    <View style={styles.row}>
      <Text style={[styles.cell, styles.muted]}>{label}</Text>
      <Text style={[styles.cell, { textAlign: "right", fontWeight: bold ? "bold" : "normal" }]}>{value}</Text>
    </View>
  );
}

/** One invoice as a PDF, in the same stack and font as the site report (Turkish letters intact). */
export function InvoiceDocument({ data }: { data: InvoiceDocumentData }) {
  const { invoice, customer, language } = data;
  const t = texts[language];
  const locale = language === "tr" ? "tr-TR" : "en-US";
  const money = (value: number) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: invoice.currency }).format(value);
  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(value))
      : "—";
  const withVat = invoice.currency === "TRY";
  const subtotal = Math.round((invoice.amount / (1 + TURKISH_VAT_RATE)) * 100) / 100;
  return (
    <Document title={`${t.title} ${invoice.invoiceNumber}`} author="Sitelens" language={language}>
      <Page size="A4" style={styles.page}>
        <Text style={[styles.h1, { color: colors.brand }]}>Sitelens</Text>
        <Text style={styles.h2}>{t.title}</Text>
        <Line label={t.number} value={invoice.invoiceNumber} />
        <Line label={t.issued} value={date(invoice.createdAt)} />
        <Line label={t.due} value={date(invoice.dueDate)} />
        <Line label={t.paid} value={date(invoice.paidDate)} />
        <Line label={t.status} value={t.states[invoice.status]} bold />
        <Text style={styles.h3}>{t.billTo}</Text>
        <Text>{customer.name}</Text>
        <Text style={styles.muted}>{customer.email}</Text>
        {customer.address ? <Text style={styles.muted}>{customer.address}</Text> : null}
        <Text style={styles.h3}>{t.item}</Text>
        <Line label={t.plan(invoice.planName)} value={money(invoice.amount)} />
        {withVat && <Line label={t.subtotal} value={money(subtotal)} />}
        {withVat && <Line label={t.vat} value={money(invoice.amount - subtotal)} />}
        <Line label={t.total} value={money(invoice.amount)} bold />
      </Page>
    </Document>
  );
}
