import type { CheckGroup, ContentScore } from "@sitelens/shared";
import { CircleAlert, CircleCheck, CircleMinus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

const GROUPS: CheckGroup[] = ["keyphrase", "structure", "readability", "evidence"];
const ICONS = { good: CircleCheck, ok: CircleMinus, bad: CircleAlert } as const;
const TONES = {
  good: "text-emerald-700 dark:text-emerald-400",
  ok: "text-amber-700 dark:text-amber-400",
  bad: "text-destructive",
} as const;

/** The live score: the total, the key figures, and every check with what to change. */
export function ScorePanel({ score }: { score: ContentScore }) {
  const { t, i18n } = useTranslation("page-tools");
  const language = i18n.language === "tr" ? "tr" : "en";
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const tone = score.score >= 70 ? "good" : score.score >= 45 ? "ok" : "bad";
  return (
    <section className="grid gap-3" aria-labelledby="score-title" data-testid="score-panel">
      <div className="flex items-center justify-between gap-3">
        <h2 id="score-title" className="font-semibold">
          {t("editor.score.title")}
        </h2>
        <span className={cn("font-semibold text-2xl tabular-nums", TONES[tone])} data-testid="content-score">
          {score.score}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-xs">
        <span>{t("editor.score.words", { count: score.wordCount })}</span>
        {score.readability && (
          <span>
            {t("editor.score.readability", {
              value: number.format(score.readability.ease),
              formula: score.readability.formula === "atesman" ? "Ateşman" : "Flesch–Kincaid",
            })}
          </span>
        )}
        {score.density !== null && (
          <span>{t("editor.score.density", { value: number.format(score.density) })}</span>
        )}
      </div>
      {GROUPS.map((group) => {
        const checks = score.checks.filter((check) => check.group === group);
        if (checks.length === 0) return null;
        return (
          <div key={group} className="grid gap-1.5">
            <h3 className="font-medium text-sm">{t(`editor.score.groups.${group}`)}</h3>
            <ul className="grid gap-1.5">
              {checks.map((check) => {
                const Icon = ICONS[check.status];
                return (
                  <li
                    key={check.id}
                    className="flex gap-2 text-sm"
                    data-check={check.id}
                    data-status={check.status}
                  >
                    <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", TONES[check.status])} />
                    <span className="min-w-0 break-words">
                      <span className="sr-only">{t(`editor.score.status.${check.status}`)}: </span>
                      {check.message[language]}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
