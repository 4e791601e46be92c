import { createFetcher, defaultCrawlOptions } from "@sitelens/engine";
import { scanOptionsFromEnv } from "../../analysis/scan-options-from-env";
import type { Env } from "../../env";
import { type AiEngine, type EngineAnswer, postEngineJson } from "./types";

type GeminiBody = {
  candidates?: {
    content?: { parts?: { text?: string }[] };
    groundingMetadata?: {
      groundingChunks?: { web?: { uri?: string; title?: string } }[];
      groundingSupports?: {
        segment?: { startIndex?: number; endIndex?: number };
        groundingChunkIndices?: number[];
      }[];
    };
  }[];
  usageMetadata?: { promptTokenCount?: number; candidatesTokenCount?: number; totalTokenCount?: number };
};

/**
 * Text and grounding of a generateContent body. Segment offsets count UTF-8 bytes (Turkish letters
 * are two bytes), so the cited span is cut from the encoded text. Chunk URIs are Google redirect
 * tokens; `resolve` turns them into the site's own URL.
 */
export async function parseGeminiBody(
  body: GeminiBody,
  resolve: (uri: string) => Promise<string>,
): Promise<EngineAnswer> {
  const candidate = body.candidates?.[0];
  const text = (candidate?.content?.parts ?? []).map((part) => part.text ?? "").join("");
  const bytes = Buffer.from(text, "utf8");
  const chunks = await Promise.all(
    (candidate?.groundingMetadata?.groundingChunks ?? []).map(async (chunk) =>
      chunk.web?.uri ? { url: await resolve(chunk.web.uri), title: chunk.web.title ?? null } : null,
    ),
  );
  const citations: EngineAnswer["citations"] = [];
  for (const support of candidate?.groundingMetadata?.groundingSupports ?? []) {
    const start = support.segment?.startIndex ?? 0;
    const end = support.segment?.endIndex;
    const citedText = end === undefined ? null : bytes.subarray(start, end).toString("utf8");
    for (const index of support.groundingChunkIndices ?? []) {
      const chunk = chunks[index];
      if (chunk) citations.push({ ...chunk, citedText });
    }
  }
  return {
    text,
    citations,
    sources: [...new Set(chunks.flatMap((chunk) => (chunk ? [chunk.url] : [])))],
    usage: {
      inputTokens: body.usageMetadata?.promptTokenCount ?? 0,
      outputTokens: body.usageMetadata?.candidatesTokenCount ?? 0,
      toolCalls: candidate?.groundingMetadata ? 1 : 0,
    },
  };
}

/** Google's grounding redirect → the cited page, read from Location without following (SSRF-guarded). */
function redirectResolver(env: Env) {
  const fetcher = createFetcher({ ...defaultCrawlOptions, ...scanOptionsFromEnv(env), timeoutMs: 10_000 });
  const cache = new Map<string, Promise<string>>();
  return {
    resolve(uri: string): Promise<string> {
      if (!/grounding-api-redirect/.test(uri)) return Promise.resolve(uri);
      let pending = cache.get(uri);
      if (!pending) {
        pending = fetcher.fetch(uri, { method: "HEAD", followRedirects: false }).then(
          (response) =>
            response.headers.location ? new URL(response.headers.location, uri).toString() : uri,
          () => uri,
        );
        cache.set(uri, pending);
      }
      return pending;
    },
    close: () => fetcher.close(),
  };
}

/** Gemini's view: generateContent with Google Search grounding. */
export function geminiEngine(env: Env): AiEngine | null {
  const apiKey = env.GEMINI_API_KEY ?? env.GOOGLE_GENERATIVE_AI_API_KEY;
  if (!apiKey) return null;
  const model = env.VISIBILITY_GEMINI_MODEL;
  return {
    id: "gemini",
    model,
    async ask(prompt, options) {
      const body = await postEngineJson(
        "gemini",
        `${env.GEMINI_BASE_URL.replace(/\/$/, "")}/models/${encodeURIComponent(model)}:generateContent`,
        { "x-goog-api-key": apiKey },
        { contents: [{ role: "user", parts: [{ text: prompt }] }], tools: [{ google_search: {} }] },
        options.signal,
      );
      const resolver = redirectResolver(env);
      try {
        return await parseGeminiBody(body as GeminiBody, resolver.resolve);
      } finally {
        await resolver.close();
      }
    },
  };
}
