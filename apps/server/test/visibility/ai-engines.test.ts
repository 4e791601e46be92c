import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../src/env";
import { geminiEngine } from "../../src/providers/ai-engines/ask-gemini";
import { openaiEngine } from "../../src/providers/ai-engines/ask-openai";
import { xaiEngine } from "../../src/providers/ai-engines/ask-xai";
import { AiEngineError } from "../../src/providers/ai-engines/types";
import { startEngineServer } from "./engine-server";

const REDIRECT_HOST = "vertexaisearch.cloud.google.com";
// OpenAI's indices count code points: "—", curly quotes and an emoji before the span would shift UTF-16 slicing.
const openaiText =
  "En iyi seçenekler — “Kahve Dükkânı” 😊 ve Globex. ([kahvedukkani.com.tr](https://kahvedukkani.com.tr/kavrulmus?utm_source=openai))";
const openaiSpan = "([kahvedukkani.com.tr](https://kahvedukkani.com.tr/kavrulmus?utm_source=openai))";
const geminiText =
  "Türkiye'de çekirdek kahve için Kahve Dükkânı öne çıkıyor. Globex de güvenilir bir seçenek.";
const geminiSpans = [
  "Türkiye'de çekirdek kahve için Kahve Dükkânı öne çıkıyor.",
  "Globex de güvenilir bir seçenek.",
];
const byteRange = (text: string, span: string) => {
  const start = Buffer.byteLength(text.slice(0, text.indexOf(span)), "utf8");
  return { startIndex: start, endIndex: start + Buffer.byteLength(span, "utf8") };
};

let server: Awaited<ReturnType<typeof startEngineServer>>;
let mode: "ok" | "fail" = "ok";

beforeAll(async () => {
  server = await startEngineServer(({ path, body }) => {
    if (path.startsWith("/grounding-api-redirect/acme"))
      return { status: 302, headers: { location: "https://kahvedukkani.com.tr/cekirdek-kahve" } };
    if (path.startsWith("/grounding-api-redirect/globex"))
      return { status: 302, headers: { location: "https://www.globex.com/tr" } };
    if (path === "/openai/v1/responses") {
      if (mode === "fail")
        return {
          status: 429,
          body: {
            error: {
              message: "You exceeded your current quota",
              type: "insufficient_quota",
              param: null,
              code: "insufficient_quota",
            },
          },
        };
      const points = Array.from(openaiText);
      const start = points.join("").indexOf(openaiSpan);
      const startIndex = Array.from(openaiText.slice(0, start)).length;
      return {
        status: 200,
        body: {
          id: "resp_1",
          object: "response",
          status: "completed",
          output: [
            { type: "reasoning", id: "rs_1", summary: [] },
            {
              type: "web_search_call",
              id: "ws_1",
              status: "completed",
              action: {
                type: "search",
                query: "en iyi kahve",
                sources: [
                  { type: "url", url: "https://kahvedukkani.com.tr/kavrulmus" },
                  { type: "url", url: "https://globex.com/" },
                ],
              },
            },
            {
              type: "message",
              id: "msg_1",
              status: "completed",
              role: "assistant",
              content: [
                {
                  type: "output_text",
                  text: openaiText,
                  annotations: [
                    {
                      type: "url_citation",
                      start_index: startIndex,
                      end_index: startIndex + Array.from(openaiSpan).length,
                      title: "Kahve Dükkânı",
                      url: "https://kahvedukkani.com.tr/kavrulmus?utm_source=openai",
                    },
                  ],
                  logprobs: [],
                },
              ],
            },
          ],
          usage: { input_tokens: 19681, output_tokens: 3773, total_tokens: 23454 },
        },
      };
    }
    if (path === "/gemini/v1beta/models/gemini-2.5-flash:generateContent") {
      if (mode === "fail")
        return {
          status: 429,
          body: {
            error: {
              code: 429,
              status: "RESOURCE_EXHAUSTED",
              message: "Resource has been exhausted",
              details: [{ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: "34.4s" }],
            },
          },
        };
      const redirect = (name: string) =>
        `http://${REDIRECT_HOST}:${server.port}/grounding-api-redirect/${name}`;
      return {
        status: 200,
        body: {
          candidates: [
            {
              content: {
                role: "model",
                parts: [{ text: geminiText.slice(0, 20) }, { text: geminiText.slice(20) }],
              },
              finishReason: "STOP",
              groundingMetadata: {
                webSearchQueries: ["en iyi çekirdek kahve"],
                searchEntryPoint: { renderedContent: "<style></style>" },
                groundingChunks: [
                  { web: { uri: redirect("acme"), title: "kahvedukkani.com.tr" } },
                  { web: { uri: redirect("globex"), title: "globex.com" } },
                ],
                groundingSupports: [
                  {
                    segment: { ...byteRange(geminiText, geminiSpans[0]!), text: geminiSpans[0] },
                    groundingChunkIndices: [0],
                    confidenceScores: [0.93],
                  },
                  {
                    segment: { ...byteRange(geminiText, geminiSpans[1]!), text: geminiSpans[1] },
                    groundingChunkIndices: [1],
                    confidenceScores: [0.8],
                  },
                ],
              },
            },
          ],
          usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 28, totalTokenCount: 281 },
          modelVersion: "gemini-2.5-flash",
          responseId: "r1",
        },
      };
    }
    if (path === "/xai/v1/responses") {
      if ("search_parameters" in body)
        return {
          status: 410,
          body: {
            error:
              "Live search is deprecated. Please switch to the Agent Tools API: https://docs.x.ai/docs/guides/tools/overview",
          },
        };
      return {
        status: 200,
        body: {
          id: "resp_x",
          object: "response",
          status: "completed",
          output: [
            {
              type: "web_search_call",
              id: "ws_x",
              name: "web_search",
              arguments: '{"query":"en iyi kahve","num_results":5}',
              status: "completed",
            },
            {
              type: "message",
              role: "assistant",
              content: [
                {
                  type: "output_text",
                  text: "Globex popüler [[1]](https://globex.com/). Kahve Dükkânı da önerilen bir marka [[2]](https://kahvedukkani.com.tr/).",
                  annotations: [
                    { type: "url_citation", url: "https://globex.com/" },
                    { type: "url_citation", url: "https://kahvedukkani.com.tr/", title: "2" },
                  ],
                },
              ],
            },
          ],
          citations: ["https://globex.com/", "https://kahvedukkani.com.tr/", "https://example.org/list"],
          usage: { input_tokens: 1200, output_tokens: 300, num_server_side_tools_used: 2 },
        },
      };
    }
    return { status: 404, body: { error: { message: "no route" } } };
  });
}, 30_000);
afterAll(async () => server?.close());

const env = () =>
  parseEnv({
    DATA_DIR: ":memory:",
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: `${server.origin}/openai/v1`,
    GEMINI_API_KEY: "g-test",
    GEMINI_BASE_URL: `${server.origin}/gemini/v1beta`,
    XAI_API_KEY: "xai-test",
    XAI_BASE_URL: `${server.origin}/xai/v1`,
    CRAWLER_RESOLVE: `${REDIRECT_HOST}:${server.port}:127.0.0.1`,
    CRAWLER_ALLOW_PRIVATE: "true",
  });
const options = { language: "tr" as const, country: "TR" };

describe("AI engine adapters against each vendor's wire format", () => {
  it("OpenAI: Responses API with web_search; code-point citation spans; consulted sources; usage", async () => {
    mode = "ok";
    const answer = await openaiEngine(env())!.ask("Türkiye'de en iyi kahve sitesi hangisi?", options);
    const request = server.seen.at(-1)!;
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(request.body).toMatchObject({
      model: "gpt-5-mini",
      input: "Türkiye'de en iyi kahve sitesi hangisi?",
      tools: [{ type: "web_search", user_location: { type: "approximate", country: "TR" } }],
      include: ["web_search_call.action.sources"],
    });
    expect(answer.text).toBe(openaiText);
    expect(answer.citations).toEqual([
      {
        url: "https://kahvedukkani.com.tr/kavrulmus?utm_source=openai",
        title: "Kahve Dükkânı",
        citedText: openaiSpan,
      },
    ]);
    expect(answer.sources).toEqual(["https://kahvedukkani.com.tr/kavrulmus", "https://globex.com/"]);
    expect(answer.usage).toEqual({ inputTokens: 19681, outputTokens: 3773, toolCalls: 1 });
  });

  it("Gemini: Google Search grounding; UTF-8 byte offsets over Turkish text; redirect tokens resolved", async () => {
    const answer = await geminiEngine(env())!.ask("Türkiye'de en iyi kahve sitesi hangisi?", options);
    const request = server.seen.find((entry) => entry.path.includes("generateContent"))!;
    expect(request.headers["x-goog-api-key"]).toBe("g-test");
    expect(request.body).toEqual({
      contents: [{ role: "user", parts: [{ text: "Türkiye'de en iyi kahve sitesi hangisi?" }] }],
      tools: [{ google_search: {} }],
    });
    expect(answer.text).toBe(geminiText);
    expect(answer.citations).toEqual([
      {
        url: "https://kahvedukkani.com.tr/cekirdek-kahve",
        title: "kahvedukkani.com.tr",
        citedText: geminiSpans[0],
      },
      { url: "https://www.globex.com/tr", title: "globex.com", citedText: geminiSpans[1] },
    ]);
    expect(answer.usage).toMatchObject({ inputTokens: 9, outputTokens: 28 });
  });

  it("xAI: Responses API with the web_search tool (never the 410 search_parameters); inline markers stripped", async () => {
    const answer = await xaiEngine(env())!.ask("En iyi kahve?", options);
    const request = server.seen.find((entry) => entry.path === "/xai/v1/responses")!;
    expect(request.body).not.toHaveProperty("search_parameters");
    expect(request.body).toMatchObject({ model: "grok-4-fast", tools: [{ type: "web_search" }] });
    expect(answer.text).toBe("Globex popüler. Kahve Dükkânı da önerilen bir marka.");
    expect(answer.citations.map((citation) => citation.url)).toEqual([
      "https://globex.com/",
      "https://kahvedukkani.com.tr/",
    ]);
    expect(answer.sources).toContain("https://example.org/list");
    expect(answer.usage.toolCalls).toBe(2);
  });

  it("vendor errors become AiEngineError with status and the vendor's message", async () => {
    mode = "fail";
    await expect(openaiEngine(env())!.ask("x", options)).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining("You exceeded your current quota"),
    });
    await expect(geminiEngine(env())!.ask("x", options)).rejects.toBeInstanceOf(AiEngineError);
    mode = "ok";
  });

  it("engines without a key are not configured", () => {
    const bare = parseEnv({ DATA_DIR: ":memory:" });
    expect([openaiEngine(bare), geminiEngine(bare), xaiEngine(bare)]).toEqual([null, null, null]);
  });
});
