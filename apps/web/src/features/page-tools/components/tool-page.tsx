import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { PaymentRequired } from "@/features/plan/components/payment-required";
import { ToolNotice } from "@/features/plan/components/tool-notice";
import { useToolAccess } from "@/features/plan/components/use-tool-access";
import { useLanguage } from "@/lib/use-language";

/**
 * A tool screen: its heading, and its body only when the plan grants feature access (the server
 * refuses anyway); otherwise the spec's 'Pro Plan Gerekli' prompt with the way to upgrade, or, when
 * unpaid invoices hold a paid plan, the way to pay them.
 */
export function ToolPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("page-tools");
  const language = useLanguage();
  const access = useToolAccess();
  return (
    <section className="mx-auto grid w-full min-w-0 max-w-7xl grid-cols-1 gap-5 px-4 py-6 sm:px-6">
      <header className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        <p className="text-muted-foreground text-sm">{subtitle}</p>
      </header>
      {access === "unknown" && <Spinner label={t("loading", { ns: "common" })} />}
      {access === "payment" && <PaymentRequired />}
      {access === "locked" && (
        <ToolNotice
          testId="tool-locked"
          icon={Lock}
          title={t("locked.title")}
          body={t("locked.body")}
          action={{ to: paths.public.pricing(language), label: t("locked.cta") }}
        />
      )}
      {access === "open" && children}
    </section>
  );
}
