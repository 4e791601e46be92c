import type { AiProviderId, IntegrationsStatus } from "@sitelens/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleDashed } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { FormError } from "@/features/auth/components/form-error";
import { api } from "@/lib/api-client";

const integrationsQuery = () =>
  queryOptions({
    queryKey: ["integrations"],
    queryFn: ({ signal }) => api.get<IntegrationsStatus>("/api/integrations", signal),
  });

/** Brand names stay as they are; "openai-compatible" is a description, so it is translated. */
const BRAND_NAMES: Record<Exclude<AiProviderId, "openai-compatible">, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google Gemini",
  xai: "xAI Grok",
};

interface Row {
  name: string;
  detail: string | null;
  on: boolean;
  label: string;
}

/** Which external services this installation has configured (names only; keys never reach the browser). */
export function ConnectedServices() {
  const { t } = useTranslation("account");
  const status = useQuery(integrationsQuery());
  if (status.error) return <FormError message={status.error.message} />;
  if (!status.data) return null;
  const { ai, pagespeed, lighthouse } = status.data;
  const providerName = (id: AiProviderId) =>
    id === "openai-compatible" ? t("settings.integrations.openaiCompatible") : BRAND_NAMES[id];
  const connection = (on: boolean) =>
    on ? t("settings.integrations.connected") : t("settings.integrations.notConnected");
  const rows: Row[] = [
    ...ai.providers.map((provider) => ({
      name: providerName(provider.id),
      detail: provider.model,
      on: provider.connected,
      label: connection(provider.connected),
    })),
    {
      name: "PageSpeed Insights",
      detail: null,
      on: pagespeed.connected,
      label: connection(pagespeed.connected),
    },
    // Lighthouse runs here with the local Chromium: it is available or not, never "connected".
    {
      name: "Lighthouse",
      detail: null,
      on: lighthouse.available,
      label: lighthouse.available
        ? t("settings.integrations.available")
        : t("settings.integrations.unavailable"),
    },
  ];
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-muted-foreground">
        {ai.active
          ? t("settings.integrations.aiActive", { name: providerName(ai.active) })
          : t("settings.integrations.ruleBased")}
      </p>
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.name} className="flex items-center gap-3 rounded-md border p-3">
            {/* min-w-0 on a grid lets a long model name wrap instead of widening the page at 375 px. */}
            <div className="grid min-w-0 gap-0.5">
              <span>{row.name}</span>
              {row.detail && (
                <span className="wrap-anywhere text-muted-foreground text-xs">{row.detail}</span>
              )}
            </div>
            <ServiceState on={row.on} label={row.label} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Icon and colour as well as the label, so the two states differ at a glance in both themes. */
function ServiceState({ on, label }: { on: boolean; label: string }) {
  const Icon = on ? CircleCheck : CircleDashed;
  return (
    <Badge
      variant="outline"
      data-state={on ? "on" : "off"}
      className={
        on
          ? "ml-auto border-emerald-500/40 text-emerald-700 dark:text-emerald-300"
          : "ml-auto text-muted-foreground"
      }
    >
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
