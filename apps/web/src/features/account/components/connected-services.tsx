import type { IntegrationsStatus } from "@sitelens/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { FormError } from "@/features/auth/components/form-error";
import { api } from "@/lib/api-client";

const integrationsQuery = () =>
  queryOptions({
    queryKey: ["integrations"],
    queryFn: ({ signal }) => api.get<IntegrationsStatus>("/api/integrations", signal),
  });

const PROVIDER_NAMES: Record<IntegrationsStatus["ai"]["providers"][number]["id"], string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google Gemini",
  xai: "xAI Grok",
  "openai-compatible": "OpenAI-compatible",
};

/** Which external services this installation has configured (names only; keys never reach the browser). */
export function ConnectedServices() {
  const { t } = useTranslation("account");
  const status = useQuery(integrationsQuery());
  if (status.error) return <FormError message={status.error.message} />;
  if (!status.data) return null;
  const { ai, pagespeed, lighthouse } = status.data;
  const rows = [
    ...ai.providers.map((provider) => ({
      name: PROVIDER_NAMES[provider.id],
      detail: provider.model,
      on: provider.connected,
    })),
    { name: "PageSpeed Insights", detail: null, on: pagespeed.connected },
    { name: "Lighthouse", detail: null, on: lighthouse.available },
  ];
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-muted-foreground">
        {ai.active
          ? t("settings.integrations.aiActive", { name: PROVIDER_NAMES[ai.active] })
          : t("settings.integrations.ruleBased")}
      </p>
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.name} className="flex items-center gap-3 rounded-md border p-3">
            <span className="min-w-0 truncate">
              {row.name}
              {row.detail && <span className="text-muted-foreground"> · {row.detail}</span>}
            </span>
            <Badge variant={row.on ? "secondary" : "outline"} className="ml-auto shrink-0">
              {row.on ? t("settings.integrations.connected") : t("settings.integrations.notConnected")}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
