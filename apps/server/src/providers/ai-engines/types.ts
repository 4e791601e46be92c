import type { VisibilityEngine } from "@sitelens/shared";
import { readCappedText } from "../read-capped-response";

export type EngineCitation = { url: string; title: string | null; citedText: string | null };

/** One answer of an AI engine that searched the web, reduced to what visibility metrics need. */
export type EngineAnswer = {
  text: string;
  /** URLs the answer cites (annotations / grounding supports). */
  citations: EngineCitation[];
  /** URLs the engine consulted, cited or not. */
  sources: string[];
  usage: { inputTokens: number; outputTokens: number; toolCalls: number };
};

export type AskOptions = { language: "tr" | "en"; country: string | null; signal?: AbortSignal };

export interface AiEngine {
  id: VisibilityEngine;
  model: string;
  ask(prompt: string, options: AskOptions): Promise<EngineAnswer>;
}

/** An engine's API refused or failed; `status` is the HTTP status (0 when unreachable). */
export class AiEngineError extends Error {
  constructor(
    readonly engine: VisibilityEngine,
    readonly status: number,
    message: string,
  ) {
    super(`${engine}: ${status} ${message}`);
    this.name = "AiEngineError";
  }
}

/** POSTs JSON to an engine and returns the parsed body, or throws AiEngineError with the vendor's message. */
export async function postEngineJson(
  engine: VisibilityEngine,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      // The caller's signal (a job given up) adds to the per-call limit, never replaces it.
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(120_000)]) : AbortSignal.timeout(120_000),
    });
  } catch (error) {
    throw new AiEngineError(engine, 0, (error as Error).message);
  }
  const text = await readCappedText(response, engine).catch((error: Error) => {
    throw new AiEngineError(engine, response.status, error.message);
  });
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {}
  if (!response.ok)
    throw new AiEngineError(engine, response.status, vendorMessage(parsed) ?? text.slice(0, 200));
  return parsed;
}

/** OpenAI/Gemini `{error:{message}}` and xAI's `{error:"…"}`. */
function vendorMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return null;
}
