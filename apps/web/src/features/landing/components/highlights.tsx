import { Gauge, ListChecks, ScanSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AUDIT_COUNT } from "@/features/marketing/audit-count";

const highlights = [
  { key: "factors", icon: ScanSearch },
  { key: "engines", icon: Gauge },
  { key: "tasks", icon: ListChecks },
] as const;

export function Highlights() {
  const { t } = useTranslation("landing");
  return (
    <section className="mx-auto w-full max-w-5xl px-4 pb-24 sm:px-6">
      <ul className="grid gap-4 md:grid-cols-3">
        {highlights.map(({ key, icon: Icon }) => (
          <li key={key} className="grid gap-2 rounded-xl border bg-card p-6 shadow-xs">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <h2 className="font-semibold">{t(`highlights.${key}.title`, { count: AUDIT_COUNT })}</h2>
            <p className="text-muted-foreground text-sm">{t(`highlights.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
