import type { EngineVisibility, VisibilityEngine } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { scoreTone, toneText } from "@/features/sites/components/score-tone";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";

const ENGINE_NAMES: Record<VisibilityEngine, string> = { chatgpt: "ChatGPT", gemini: "Gemini", grok: "Grok" };

/** One engine's visibility, saying whether it was measured (when, with how many prompts) or estimated. */
export function EngineVisibilityValue({
  engine,
  value,
}: {
  engine: VisibilityEngine;
  value: EngineVisibility;
}) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  const label =
    value.mode === "measured"
      ? t("visibilityMeasured", {
          engine: ENGINE_NAMES[engine],
          score: value.score,
          date: new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(value.measuredAt)),
          prompts: value.prompts,
          samples: value.samples,
        })
      : t("visibilityEstimate", { engine: ENGINE_NAMES[engine], score: value.score });
  return (
    <span className="inline-flex flex-col items-center leading-tight" title={label}>
      <span className={cn("font-semibold tabular-nums", toneText[scoreTone(value.score)])}>
        {value.score}
      </span>
      <span
        className={cn("text-[10px]", value.mode === "measured" ? "text-primary" : "text-muted-foreground")}
      >
        {value.mode === "measured" ? t("measured") : t("estimate")}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
