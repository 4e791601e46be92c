import type { AiPlanningAction } from "@sitelens/shared";
import { Sparkles, Square } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { PlanningAiState } from "./use-planning-ai";

/** A button that starts one AI action; disabled, with the reason shown once, without a provider. */
export function PlanningAiButton({
  action,
  available,
  busy,
  onRun,
}: {
  action: AiPlanningAction;
  available: boolean;
  busy: boolean;
  onRun: () => void;
}) {
  const { t } = useTranslation("content-planning");
  return (
    <Button type="button" size="sm" variant="outline" disabled={!available || busy} onClick={onRun}>
      <Sparkles aria-hidden="true" />
      {t(`ai.${action}`)}
    </Button>
  );
}

/** The streaming preview with its cancel button, and the outcome of the last action. */
export function PlanningAiStatus({ state, onCancel }: { state: PlanningAiState; onCancel: () => void }) {
  const { t } = useTranslation("content-planning");
  if (state.kind === "streaming")
    return (
      <div className="grid gap-2 rounded-lg border bg-muted/40 p-3" aria-live="polite">
        <div className="flex items-center justify-between gap-2">
          <span className="text-muted-foreground text-xs">{t("ai.streaming")}</span>
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            <Square aria-hidden="true" />
            {t("ai.cancel")}
          </Button>
        </div>
        <p className="max-h-48 overflow-auto whitespace-pre-wrap text-sm" data-testid="planning-ai-preview">
          {state.text}
        </p>
      </div>
    );
  if (state.kind === "error")
    return (
      <p role="alert" className="text-destructive text-sm">
        {state.message}
      </p>
    );
  if (state.kind === "done" || state.kind === "cancelled")
    return (
      <p role="status" className="text-muted-foreground text-sm" data-testid="planning-ai-outcome">
        {t(state.kind === "done" ? "ai.done" : "ai.cancelled")}
      </p>
    );
  return null;
}
