import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createXai } from "@ai-sdk/xai";
import type { AiProviderId } from "@sitelens/shared";
import type { LanguageModel } from "ai";
import type { Env } from "../env";

export interface AiProvider {
  id: AiProviderId;
  model: string;
  languageModel(): LanguageModel;
}

const DEFAULT_MODELS: Record<AiProviderId, string> = {
  "openai-compatible": "llama3.1",
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
  google: "gemini-2.5-flash",
  xai: "grok-3-mini",
};
const PREFERENCE: AiProviderId[] = ["openai-compatible", "openai", "anthropic", "google", "xai"];

/** Every provider whose credentials are in the env, in preference order; no network is touched. */
export function configuredAiProviders(env: Env): AiProvider[] {
  const model = (id: AiProviderId) =>
    (env.AI_PROVIDER === id || !env.AI_PROVIDER ? env.AI_MODEL : undefined) ?? DEFAULT_MODELS[id];
  const providers: Partial<Record<AiProviderId, () => LanguageModel>> = {
    // Servers like Ollama speak chat completions only, not OpenAI's Responses API: hence .chat().
    ...(env.AI_BASE_URL && {
      "openai-compatible": () =>
        createOpenAI({
          baseURL: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY ?? "none",
          name: "openai-compatible",
        }).chat(model("openai-compatible")),
    }),
    ...(env.OPENAI_API_KEY && {
      openai: () => createOpenAI({ apiKey: env.OPENAI_API_KEY })(model("openai")),
    }),
    ...(env.ANTHROPIC_API_KEY && {
      anthropic: () => createAnthropic({ apiKey: env.ANTHROPIC_API_KEY })(model("anthropic")),
    }),
    ...(env.GOOGLE_GENERATIVE_AI_API_KEY && {
      google: () => createGoogleGenerativeAI({ apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY })(model("google")),
    }),
    ...(env.XAI_API_KEY && { xai: () => createXai({ apiKey: env.XAI_API_KEY })(model("xai")) }),
  };
  return PREFERENCE.flatMap((id) => {
    const create = providers[id];
    return create ? [{ id, model: model(id), languageModel: create }] : [];
  });
}

/** The provider AI solutions use: AI_PROVIDER when it is configured, else the first configured one. */
export function activeAiProvider(env: Env): AiProvider | null {
  const configured = configuredAiProviders(env);
  return configured.find((provider) => provider.id === env.AI_PROVIDER) ?? configured[0] ?? null;
}
