import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** The overall score's change since the previous analysis. */
export function ScoreChange({ score, previous }: { score: number; previous: number | null }) {
  const { t } = useTranslation("sites");
  if (previous === null) return <span className="text-muted-foreground text-xs">{t("change.first")}</span>;
  const delta = Math.round(score - previous);
  const Icon = delta > 0 ? ArrowUpRight : delta < 0 ? ArrowDownRight : Minus;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5 font-medium text-xs tabular-nums",
        delta > 0
          ? "text-emerald-600 dark:text-emerald-400"
          : delta < 0
            ? "text-red-600 dark:text-red-400"
            : "text-muted-foreground",
      )}
      title={t("change.title")}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {delta > 0 ? `+${delta}` : delta}
      <span className="sr-only">{t("change.title")}</span>
    </span>
  );
}
