import type { RankMovement } from "@sitelens/shared";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";

/** The biggest position changes of tracked keywords across all sites, with a way into the rank checker. */
export function RankMovementsCard({ movements }: { movements: RankMovement[] }) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);
  const position = (value: number | null) =>
    value === null ? t("movements.outOfTop") : number.format(value);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t("movements.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {movements.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("movements.empty")}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 text-sm" data-testid="portfolio-rank-movements">
            {movements.map((movement) => {
              const up = movement.change > 0;
              const Arrow = up ? ArrowUp : ArrowDown;
              return (
                <li key={movement.trackedKeywordId} className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <span className="block truncate">{movement.keyword}</span>
                    <span className="block truncate text-muted-foreground text-xs">
                      {t("movements.where", {
                        site: movement.siteName,
                        from: position(movement.previousPosition),
                        to: position(movement.position),
                      })}
                    </span>
                  </div>
                  <span
                    className={`flex shrink-0 items-center gap-0.5 font-medium text-xs tabular-nums ${
                      up ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"
                    }`}
                  >
                    <Arrow className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">{t(up ? "movements.up" : "movements.down")}</span>
                    {number.format(Math.abs(movement.change))}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <Link
          to={paths.app.rankChecker()}
          className="justify-self-start text-primary text-sm hover:underline"
        >
          {t("movements.open")}
        </Link>
      </CardContent>
    </Card>
  );
}
