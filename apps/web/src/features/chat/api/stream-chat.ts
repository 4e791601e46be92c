import type { ChatTaskProposal } from "@sitelens/shared";
import { ApiError, CSRF_COOKIE, CSRF_HEADER } from "@/lib/api-client";
import { readCookie } from "@/lib/cookies";
import type { Language } from "@/lib/language";

export type StreamHandlers = {
  onText(delta: string): void;
  onTool(toolName: string): void;
  onProposal(proposal: ChatTaskProposal): void;
};

type Chunk = { type: string; delta?: string; toolName?: string; data?: unknown; errorText?: string };

/**
 * Sends one message and reads the answer as the AI SDK's UI message stream (SSE). Errors before the
 * stream (session, quota, no provider) and the stream's error part both end as an ApiError with the
 * server's code and message in the user's language.
 */
export async function streamChat(
  message: string,
  language: Language,
  signal: AbortSignal,
  handlers: StreamHandlers,
): Promise<void> {
  const response = await fetch("/api/chat/messages", {
    method: "POST",
    credentials: "include",
    headers: {
      Accept: "text/event-stream",
      "Accept-Language": language,
      "Content-Type": "application/json",
      [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? "",
    },
    body: JSON.stringify({ message, language }),
    signal,
  });
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => null)) as {
      error?: { code: string; message: string };
    } | null;
    throw new ApiError(payload?.error?.code ?? "http_error", payload?.error?.message ?? "", response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const events = buffer.split("\n\n");
    buffer = events.pop() ?? "";
    for (const event of events) {
      const data = event
        .split("\n")
        .find((line) => line.startsWith("data: "))
        ?.slice(6);
      if (!data || data === "[DONE]") continue;
      handle(JSON.parse(data) as Chunk, handlers);
    }
  }
}

function handle(chunk: Chunk, handlers: StreamHandlers) {
  if (chunk.type === "text-delta" && chunk.delta) handlers.onText(chunk.delta);
  else if (chunk.type === "tool-input-available" && chunk.toolName) handlers.onTool(chunk.toolName);
  else if (chunk.type === "data-proposal") handlers.onProposal(chunk.data as ChatTaskProposal);
  else if (chunk.type === "error") {
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = JSON.parse(chunk.errorText ?? "{}");
    } catch {}
    throw new ApiError(parsed.code ?? "chat_failed", parsed.message ?? "", 502);
  }
}
