import type { PanelAttempt, PanelProblem } from "@sitelens/shared";
import { Settings2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { FailedRefresh } from "./failed-refresh";
import { formatters } from "./format";
import { PropertyPicker } from "./property-picker";

/**
 * What both panels share: the title with the chosen property and its freshness, the property
 * picker, and the one line that explains a missing or stale report (quota, permission, waiting).
 */
export function PanelFrame({
  siteId,
  title,
  property,
  fetchedAt,
  problem,
  lastAttempt,
  note,
  children,
  testId,
}: {
  siteId: string;
  title: string;
  property: string | null;
  fetchedAt: string | null;
  problem: PanelProblem;
  lastAttempt?: PanelAttempt | null;
  note?: string | null;
  children: ReactNode;
  testId: string;
}) {
  const { t, i18n } = useTranslation("google");
  const format = formatters(i18n.language);
  const [picking, setPicking] = useState(false);
  const choose = problem === "no_property" || !property;
  const waiting = !choose && !fetchedAt && problem === null;
  return (
    <div className="grid min-w-0 gap-4" data-testid={testId}>
      <Card className="gap-4 py-4">
        <CardHeader className="px-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-1">
              <CardTitle>{title}</CardTitle>
              {property && <CardDescription className="break-all">{property}</CardDescription>}
            </div>
            {!choose && problem !== "expired" && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setPicking((open) => !open)}
                aria-expanded={picking}
              >
                <Settings2 aria-hidden="true" />
                {t("picker.change")}
              </Button>
            )}
          </div>
          {fetchedAt && (
            <p className="text-muted-foreground text-xs">
              {t("refreshed", { date: format.longDate(fetchedAt) })}
              {note ? ` · ${note}` : ""}
            </p>
          )}
        </CardHeader>
        {(choose || picking) && problem !== "expired" && (
          <CardContent className="grid gap-2 px-4">
            {choose && <p className="text-sm">{t("picker.chooseFirst")}</p>}
            <PropertyPicker siteId={siteId} onSaved={() => setPicking(false)} />
          </CardContent>
        )}
        {(problem === "quota" || problem === "permission") && (
          <CardContent className="px-4">
            <p
              role="status"
              className="rounded-md bg-amber-500/10 p-3 text-amber-900 text-sm dark:text-amber-200"
            >
              {t(`problem.${problem}`)}
            </p>
          </CardContent>
        )}
        {problem === "failed" && <FailedRefresh siteId={siteId} lastAttempt={lastAttempt ?? null} />}
        {waiting && (
          <CardContent className="flex items-center gap-2 px-4 text-muted-foreground text-sm">
            <Spinner label={t("problem.waiting")} />
            {t("problem.waiting")}
          </CardContent>
        )}
      </Card>
      {children}
    </div>
  );
}
