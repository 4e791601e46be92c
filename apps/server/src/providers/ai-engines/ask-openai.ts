import type { Env } from "../../env";
import { type AiEngine, type EngineAnswer, postEngineJson } from "./types";

type ResponsesOutput = {
  type: string;
  action?: { type?: string; sources?: { url?: string }[] };
  content?: {
    type: string;
    text?: string;
    annotations?: { type: string; url?: string; title?: string; start_index?: number; end_index?: number }[];
  }[];
};
export type ResponsesBody = {
  output?: ResponsesOutput[];
  citations?: string[];
  usage?: { input_tokens?: number; output_tokens?: number; num_server_side_tools_used?: number };
};

/**
 * The answer text, url_citation annotations and consulted sources of a Responses API body (OpenAI and
 * xAI share the shape). OpenAI's start/end indices count code points, so the cited span is cut with
 * Array.from, not UTF-16 slicing.
 */
export function parseResponsesBody(body: ResponsesBody): EngineAnswer {
  const output = body.output ?? [];
  let text = "";
  const citations: EngineAnswer["citations"] = [];
  for (const item of output.filter((entry) => entry.type === "message")) {
    for (const part of item.content ?? []) {
      if (part.type !== "output_text" || !part.text) continue;
      const points = Array.from(part.text);
      for (const annotation of part.annotations ?? []) {
        if (annotation.type !== "url_citation" || !annotation.url) continue;
        const span =
          annotation.start_index !== undefined && annotation.end_index !== undefined
            ? points.slice(annotation.start_index, annotation.end_index).join("")
            : null;
        citations.push({ url: annotation.url, title: annotation.title ?? null, citedText: span });
      }
      text += (text ? "\n\n" : "") + part.text;
    }
  }
  const searches = output.filter((entry) => entry.type === "web_search_call");
  const sources = [
    ...searches.flatMap((entry) =>
      (entry.action?.sources ?? []).flatMap((source) => (source.url ? [source.url] : [])),
    ),
    ...(body.citations ?? []),
  ];
  return {
    text,
    citations,
    sources: [...new Set(sources)],
    usage: {
      inputTokens: body.usage?.input_tokens ?? 0,
      outputTokens: body.usage?.output_tokens ?? 0,
      toolCalls: body.usage?.num_server_side_tools_used ?? searches.length,
    },
  };
}

/** ChatGPT's view: OpenAI's Responses API with the web_search tool (and its consulted sources). */
export function openaiEngine(env: Env): AiEngine | null {
  const apiKey = env.OPENAI_API_KEY;
  if (!apiKey) return null;
  const model = env.VISIBILITY_OPENAI_MODEL;
  return {
    id: "chatgpt",
    model,
    async ask(prompt, options) {
      const body = await postEngineJson(
        "chatgpt",
        `${env.OPENAI_BASE_URL.replace(/\/$/, "")}/responses`,
        { authorization: `Bearer ${apiKey}` },
        {
          model,
          input: prompt,
          tools: [
            {
              type: "web_search",
              ...(options.country && { user_location: { type: "approximate", country: options.country } }),
            },
          ],
          include: ["web_search_call.action.sources"],
        },
        options.signal,
      );
      return parseResponsesBody(body as ResponsesBody);
    },
  };
}
