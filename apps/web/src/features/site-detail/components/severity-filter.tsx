import { type AuditSeverity, type ScanSummary, SEVERITIES } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

export type SeverityChoice = AuditSeverity | "all";

export const severityDot: Record<AuditSeverity, string> = {
  error: "bg-red-600 dark:bg-red-400",
  warning: "bg-amber-500 dark:bg-amber-400",
  notice: "bg-sky-600 dark:bg-sky-400",
};

/** Failing checks per severity as filter buttons (Semrush's Errors / Warnings / Notices). */
export function SeverityFilter({
  counts,
  value,
  onChange,
}: {
  counts: ScanSummary["checks"]["bySeverity"];
  value: SeverityChoice;
  onChange?: (value: SeverityChoice) => void;
}) {
  const { t } = useTranslation("sites");
  const choices: SeverityChoice[] = ["all", ...SEVERITIES];
  const total = SEVERITIES.reduce((sum, severity) => sum + counts[severity], 0);
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t("severity.filterLabel")}</legend>
      {choices.map((choice) => {
        const count = choice === "all" ? total : counts[choice];
        const pressed = value === choice;
        const content = (
          <>
            {choice !== "all" && (
              <span className={cn("size-2 rounded-full", severityDot[choice])} aria-hidden="true" />
            )}
            {t(`severity.plural.${choice}`)}
            <span className="font-semibold tabular-nums">{count}</span>
          </>
        );
        const className = cn(
          "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm",
          pressed && onChange ? "border-primary bg-primary/10" : "bg-background",
        );
        return onChange ? (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            className={className}
            data-testid={`severity-${choice}`}
            onClick={() => onChange(choice)}
          >
            {content}
          </button>
        ) : (
          <span key={choice} className={className} data-testid={`severity-${choice}`}>
            {content}
          </span>
        );
      })}
    </fieldset>
  );
}
