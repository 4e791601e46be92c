import { type AuditResult, auditOutcome } from "@sitelens/shared";
import { CircleAlert, CircleCheck, CircleMinus, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InlineMarkdown } from "@/features/sites/components/inline-markdown";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { DetailsTable } from "./details-table";
import { severityDot } from "./severity-filter";

const MAX_URLS = 20;

const icons = {
  pass: { icon: CircleCheck, className: "text-emerald-600 dark:text-emerald-400" },
  fail: { icon: CircleAlert, className: "text-red-600 dark:text-red-400" },
  info: { icon: Info, className: "text-sky-600 dark:text-sky-400" },
  na: { icon: CircleMinus, className: "text-muted-foreground" },
};

/** One audit: pass/fail at a glance; its description, details table and affected URLs on demand. */
export function AuditRow({ audit }: { audit: AuditResult }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const outcome = auditOutcome(audit);
  const { icon: Icon, className } = icons[outcome];
  return (
    <li
      className="rounded-md border"
      data-testid="audit-row"
      data-outcome={outcome}
      data-severity={audit.severity ?? "warning"}
    >
      <details className="group">
        <summary className="flex cursor-pointer list-none items-start gap-2 p-3 text-sm [&::-webkit-details-marker]:hidden">
          <Icon className={cn("mt-0.5 size-4 shrink-0", className)} aria-hidden="true" />
          <span className="sr-only">{t(`outcome.${outcome}`)}</span>
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
            <InlineMarkdown text={(outcome === "fail" ? audit.failureTitle : audit.title)[language]} />
            {outcome === "fail" && (
              <span className="ms-2 inline-flex items-center gap-1 align-middle text-muted-foreground text-xs">
                <span
                  className={cn("size-1.5 rounded-full", severityDot[audit.severity ?? "warning"])}
                  aria-hidden="true"
                />
                {t(`severity.one.${audit.severity ?? "warning"}`)}
              </span>
            )}
          </span>
          {audit.displayValue ? (
            <span className="shrink-0 text-muted-foreground text-xs">{audit.displayValue[language]}</span>
          ) : (
            audit.applicable !== null &&
            audit.passed !== null && (
              <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                {t("audit.passedOf", { passed: audit.passed, total: audit.applicable })}
              </span>
            )
          )}
        </summary>
        <div className="grid gap-3 border-t p-3 text-sm">
          <p className="text-muted-foreground">
            <InlineMarkdown text={audit.description[language]} />
          </p>
          {audit.error && <p className="text-destructive text-xs">{audit.error}</p>}
          {audit.details.length > 0 && <DetailsTable rows={audit.details} />}
          {audit.failingUrls.length > 0 && (
            <div className="grid gap-1">
              <h4 className="font-medium text-xs">
                {t("audit.affected", { count: audit.failingUrls.length })}
              </h4>
              <ul className="grid gap-0.5 text-muted-foreground text-xs">
                {audit.failingUrls.slice(0, MAX_URLS).map((url) => (
                  <li key={url} className="truncate">
                    {url}
                  </li>
                ))}
              </ul>
              {audit.failingUrls.length > MAX_URLS && (
                <span className="text-muted-foreground text-xs">
                  {t("audit.more", { count: audit.failingUrls.length - MAX_URLS })}
                </span>
              )}
            </div>
          )}
        </div>
      </details>
    </li>
  );
}
