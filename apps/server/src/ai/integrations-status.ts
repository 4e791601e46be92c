import { AI_PROVIDERS, type IntegrationsStatus } from "@sitelens/shared";
import { lighthouseEnabled } from "../analysis/scan-options-from-env";
import type { Env } from "../env";
import { activeAiProvider, configuredAiProviders } from "./ai-providers";

/** What the settings page shows as connected; names and models only, never keys. */
export function integrationsStatus(env: Env): IntegrationsStatus {
  const configured = new Map(configuredAiProviders(env).map((provider) => [provider.id, provider.model]));
  return {
    ai: {
      providers: AI_PROVIDERS.map((id) => ({
        id,
        connected: configured.has(id),
        model: configured.get(id) ?? null,
      })),
      active: activeAiProvider(env)?.id ?? null,
    },
    pagespeed: { connected: Boolean(env.PAGESPEED_API_KEY) },
    lighthouse: { available: lighthouseEnabled(env) },
  };
}
