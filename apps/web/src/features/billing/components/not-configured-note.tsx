import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Honest state of an installation without Stripe or iyzico: nothing pretends to charge. */
export function NotConfiguredNote() {
  const { t } = useTranslation("billing");
  return (
    <div
      role="note"
      data-testid="payments-not-configured"
      className="flex gap-3 rounded-xl border border-dashed bg-muted/40 p-4 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="font-medium">{t("notConfigured.title")}</p>
        <p className="break-words text-muted-foreground">{t("notConfigured.body")}</p>
      </div>
    </div>
  );
}
