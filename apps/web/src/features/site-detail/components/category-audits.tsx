import type { AuditResult, ScanCategory } from "@sitelens/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { scoreTone, toneText } from "@/features/sites/components/score-tone";
import { cn } from "@/lib/utils";
import { AuditRow, auditOutcome } from "./audit-row";

const order = { fail: 0, info: 1, pass: 2, na: 3 };

/** One category's audits, failures first; passed and not-applicable ones behind a toggle. */
export function CategoryAudits({
  category,
  score,
  audits,
}: {
  category: ScanCategory;
  score: number | null;
  audits: readonly AuditResult[];
}) {
  const { t } = useTranslation("sites");
  const [showAll, setShowAll] = useState(false);
  const sorted = [...audits].sort((a, b) => order[auditOutcome(a)] - order[auditOutcome(b)]);
  const failing = sorted.filter((audit) => auditOutcome(audit) === "fail").length;
  const shown = showAll ? sorted : sorted.filter((audit) => ["fail", "info"].includes(auditOutcome(audit)));
  return (
    <Card data-testid="category-audits" data-category={category}>
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle>{t(`category.${category}`)}</CardTitle>
        <span className={cn("font-semibold tabular-nums", toneText[scoreTone(score)])}>
          {score === null ? "–" : Math.round(score)}
        </span>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        <p className="text-muted-foreground text-xs">
          {t("audit.summary", { failing, total: audits.length })}
        </p>
        <ul className="grid gap-1.5">
          {shown.map((audit) => (
            <AuditRow key={audit.id} audit={audit} />
          ))}
        </ul>
        {shown.length < sorted.length || showAll ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-auto min-h-8 justify-self-start whitespace-normal text-left"
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? t("audit.hidePassed") : t("audit.showPassed", { count: sorted.length - shown.length })}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
