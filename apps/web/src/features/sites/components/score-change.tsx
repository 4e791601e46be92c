import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** The overall score's change since the previous analysis; nothing on a first analysis or without change. */
export function ScoreChange({ score, previous }: { score: number; previous: number | null }) {
  const { t } = useTranslation("sites");
  if (previous === null) return null;
  const delta = Math.round(score - previous);
  if (delta === 0) return null;
  const Icon = delta > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5 font-medium text-xs tabular-nums",
        delta > 0 ? "text-emerald-600 dark:text-emerald-400" : "text-red-600 dark:text-red-400",
      )}
      title={t("change.title")}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {delta > 0 ? `+${delta}` : delta}
      <span className="sr-only">{t("change.title")}</span>
    </span>
  );
}
