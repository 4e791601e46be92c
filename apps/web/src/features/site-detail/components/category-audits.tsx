import { type AuditResult, auditOutcome, categoryNoScoreReason, type ScanCategory } from "@sitelens/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { scoreTone, toneText } from "@/features/sites/components/score-tone";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { AuditRow } from "./audit-row";
import type { SeverityChoice } from "./severity-filter";

const order = { fail: 0, info: 1, pass: 2, na: 3 };

const severityOrder = { error: 0, warning: 1, notice: 2 };

/**
 * One category's audits, failures first (errors, then warnings, then notices); passed and
 * not-applicable ones behind a toggle. A category without a score says why instead of a bare "–".
 */
export function CategoryAudits({
  category,
  score,
  audits,
  severity = "all",
}: {
  category: ScanCategory;
  score: number | null;
  audits: readonly AuditResult[];
  severity?: SeverityChoice;
}) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const sorted = [...audits].sort(
    (a, b) =>
      order[auditOutcome(a)] - order[auditOutcome(b)] ||
      severityOrder[a.severity ?? "warning"] - severityOrder[b.severity ?? "warning"],
  );
  const failing = sorted.filter((audit) => auditOutcome(audit) === "fail").length;
  const applied = sorted.filter((audit) => auditOutcome(audit) !== "na").length;
  const matches = (audit: AuditResult) => severity === "all" || audit.severity === severity;
  const shown = (
    showAll ? sorted : sorted.filter((audit) => ["fail", "info"].includes(auditOutcome(audit)))
  ).filter(matches);
  return (
    <Card data-testid="category-audits" data-category={category}>
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle>{t(`category.${category}`)}</CardTitle>
        <span className={cn("font-semibold tabular-nums", toneText[scoreTone(score)])}>
          {score === null ? "–" : Math.round(score)}
        </span>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        {score === null && (
          <p className="text-muted-foreground text-sm" data-testid="category-no-score">
            {t("audit.noScore")} {categoryNoScoreReason(audits)[language]}
          </p>
        )}
        {applied > 0 && (
          <p className="text-muted-foreground text-xs">{t("checks.summary", { failing, run: applied })}</p>
        )}
        <ul className="grid gap-1.5">
          {shown.map((audit) => (
            <AuditRow key={audit.id} audit={audit} />
          ))}
        </ul>
        {shown.length < sorted.filter(matches).length || showAll ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-auto min-h-8 justify-self-start whitespace-normal text-left"
            onClick={() => setShowAll(!showAll)}
          >
            {showAll
              ? t("audit.hidePassed")
              : t("audit.showPassed", { count: sorted.filter(matches).length - shown.length })}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
