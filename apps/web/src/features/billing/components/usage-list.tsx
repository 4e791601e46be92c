import { type UsageEntry, usageKindLabels } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";

/** Use of each counted action against the plan's quota (-1 unlimited, 0 not in the plan). */
export function UsageList({ usage }: { usage: UsageEntry[] }) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const number = new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-US");
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="usage-list">
      {usage.map((entry) => {
        const ratio = entry.limit > 0 ? Math.min(1, entry.used / entry.limit) : 0;
        const value =
          entry.limit === -1
            ? `${number.format(entry.used)} · ${t("billing.unlimited")}`
            : entry.limit === 0
              ? t("billing.notIncluded")
              : `${number.format(entry.used)} / ${number.format(entry.limit)}`;
        const label = usageKindLabels[entry.kind][language];
        return (
          <li key={entry.kind} className="grid gap-1.5" data-kind={entry.kind}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                {label}{" "}
                <span className="text-muted-foreground text-xs">
                  ({entry.period === "day" ? t("billing.perDay") : t("billing.perMonth")})
                </span>
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">{value}</span>
            </div>
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={Math.max(entry.limit, 0)}
              aria-valuenow={entry.used}
            >
              <div
                className={cn(
                  "h-full rounded-full bg-primary",
                  ratio >= 1 && "bg-destructive",
                  ratio >= 0.8 && ratio < 1 && "bg-amber-500",
                )}
                style={{ width: `${ratio * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
