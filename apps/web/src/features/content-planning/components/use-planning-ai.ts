import type { AiPlanningAction } from "@sitelens/shared";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RunAi } from "@/components/content-editor/content-editor";

export type PlanningAiState =
  | { kind: "idle" | "done" | "cancelled" }
  | { kind: "streaming"; action: AiPlanningAction; text: string }
  | { kind: "error"; message: string };

type Input = { title: string; keyphrase: string; language: "tr" | "en"; article: string };

/**
 * Runs one content planning action at a time: the answer streams into a preview, can be cancelled
 * (the request is aborted, so the provider stops), and is handed to `apply` only when complete.
 * Spec §5: a title is required first, and the variants need the article.
 */
export function usePlanningAi(runAi: RunAi | null) {
  const { t } = useTranslation("content-planning");
  const [state, setState] = useState<PlanningAiState>({ kind: "idle" });
  const controller = useRef<AbortController | null>(null);

  const run = async (action: AiPlanningAction, input: Input, apply: (text: string) => void) => {
    if (!runAi) return;
    if (!input.title.trim()) return setState({ kind: "error", message: t("ai.needsTitle") });
    const fromArticle = action === "social" || action === "email";
    if (fromArticle && !input.article.trim()) return setState({ kind: "error", message: t("ai.needsText") });
    const abort = new AbortController();
    controller.current = abort;
    let answer = "";
    setState({ kind: "streaming", action, text: "" });
    try {
      const request = {
        action,
        title: input.title,
        keyphrase: input.keyphrase,
        language: input.language,
        text: fromArticle || action === "draft" ? input.article : "",
      };
      for await (const chunk of runAi(request, abort.signal)) {
        answer += chunk;
        setState({ kind: "streaming", action, text: answer });
      }
      if (abort.signal.aborted) return;
      apply(answer.trim());
      setState({ kind: "done" });
    } catch (error) {
      if (abort.signal.aborted) setState({ kind: "cancelled" });
      else setState({ kind: "error", message: t("ai.error", { message: (error as Error).message }) });
    }
  };
  const cancel = () => {
    controller.current?.abort();
    setState({ kind: "cancelled" });
  };
  return { state, run, cancel, available: runAi !== null };
}
