import type { EngineVisibility, VisibilityEngine } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ScoreBar } from "@/features/sites/components/score-bar";
import { useLanguage } from "@/lib/use-language";
import { siteVisibilityQuery } from "../api/visibility-api";

export const VISIBILITY_ENGINES = [
  ["chatgpt", "ChatGPT"],
  ["gemini", "Gemini"],
  ["grok", "Grok"],
] as const satisfies [VisibilityEngine, string][];

/** The site's figure per engine: measured when available, else the estimate passed in. */
export function useEngineVisibility(siteId: string, estimates: Record<VisibilityEngine, number | null>) {
  const visibility = useQuery(siteVisibilityQuery(siteId));
  const value = (engine: VisibilityEngine): EngineVisibility | { mode: "estimate"; score: number | null } =>
    visibility.data?.engines[engine].mode === "measured"
      ? visibility.data.engines[engine]
      : { mode: "estimate", score: estimates[engine] };
  return { value, configured: visibility.data?.configured ?? [] };
}

/** ChatGPT, Gemini and Grok bars, each labelled "measured on DATE with N prompts × M samples" or "estimate". */
export function EngineVisibilityBars({
  siteId,
  estimates,
}: {
  siteId: string;
  estimates: Record<VisibilityEngine, number | null>;
}) {
  const { t } = useTranslation("visibility");
  const language = useLanguage();
  const { value } = useEngineVisibility(siteId, estimates);
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <>
      {VISIBILITY_ENGINES.map(([engine, name]) => {
        const current = value(engine);
        return (
          <ScoreBar
            key={engine}
            label={name}
            score={current.score}
            note={
              current.mode === "measured"
                ? t("measuredNote", {
                    date: dateOf(current.measuredAt),
                    prompts: current.prompts,
                    samples: current.samples,
                  })
                : t("estimateNote")
            }
          />
        );
      })}
    </>
  );
}
