import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { integrationsQuery } from "../api/page-tools-api";

/** Whether the tools can ask an AI model: a provider's model, or the honest non-AI label. */
export function useAiModel(): { known: boolean; model: string | null } {
  const status = useQuery(integrationsQuery());
  const active = status.data?.ai.active;
  const provider = status.data?.ai.providers.find((entry) => entry.id === active);
  return { known: Boolean(status.data), model: active ? (provider?.model ?? active) : null };
}

export function AiStatus() {
  const { t } = useTranslation("page-tools");
  const { known, model } = useAiModel();
  if (!known) return null;
  return (
    <p className="flex items-center gap-2 text-muted-foreground text-xs" data-testid="ai-status">
      <Sparkles aria-hidden="true" className="size-3.5" />
      {model ? t("ai.on", { model }) : t("ai.off")}
    </p>
  );
}
