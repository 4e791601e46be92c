import type { Env } from "../../env";
import { parseResponsesBody, type ResponsesBody } from "./ask-openai";
import { type AiEngine, postEngineJson } from "./types";

/**
 * Grok's view: xAI's Responses API with the web_search agent tool. The old Live Search
 * (`search_parameters`) answers 410, so it is never sent. Annotations carry no indices; the
 * top-level `citations` list (every URL met) counts as consulted sources when present.
 */
export function xaiEngine(env: Env): AiEngine | null {
  const apiKey = env.XAI_API_KEY;
  if (!apiKey) return null;
  const model = env.VISIBILITY_XAI_MODEL;
  return {
    id: "grok",
    model,
    async ask(prompt, options) {
      const body = await postEngineJson(
        "grok",
        `${env.XAI_BASE_URL.replace(/\/$/, "")}/responses`,
        { authorization: `Bearer ${apiKey}` },
        { model, input: [{ role: "user", content: prompt }], tools: [{ type: "web_search" }] },
        options.signal,
      );
      const answer = parseResponsesBody(body as ResponsesBody);
      // Inline "[[1]](url)" markers are citations, not prose: they would count as brand mentions.
      return { ...answer, text: answer.text.replace(/\s*\[\[\d+\]\]\([^)]+\)/g, "") };
    },
  };
}
