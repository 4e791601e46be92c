import type { Env } from "../../env";
import { geminiEngine } from "./ask-gemini";
import { openaiEngine } from "./ask-openai";
import { xaiEngine } from "./ask-xai";
import type { AiEngine } from "./types";

/** The engines whose keys are set: ChatGPT (OpenAI), Gemini (Google), Grok (xAI). */
export function configuredAiEngines(env: Env): AiEngine[] {
  return [openaiEngine(env), geminiEngine(env), xaiEngine(env)].filter((engine) => engine !== null);
}
