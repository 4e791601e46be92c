import type { AiContentRequest } from "@sitelens/shared";
import { streamText } from "ai";
import { activeAiProvider } from "../ai/ai-providers";
import { AppError } from "../errors/app-error";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { aiContentPrompt } from "./ai-content-prompt";
import { writesFromTitle } from "./ai-planning-prompt";

/**
 * An editor or content planning action streamed as plain text. It is counted before the provider is called and
 * refunded when the provider fails (before or during the stream); the first text is awaited
 * before answering, so a provider that refuses gives a proper error rather than an empty 200.
 * Closing the request (the user cancels) aborts the provider call.
 */
export async function streamAiContent(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  request: AiContentRequest,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  await findOwnedSite(context.database, userId, request.siteId);
  if (!request.title.trim())
    throw new AppError("validation_failed", {
      tr: "Yapay zekâ ile üretmeden önce bir başlık yazın.",
      en: "Write a title before generating with AI.",
    });
  if (!writesFromTitle(request.action) && !request.text.trim())
    throw new AppError("validation_failed", {
      tr: "Önce metin yazın veya seçin; yapay zekâ onu işler.",
      en: "Write or select some text first; the AI works on it.",
    });
  const provider = activeAiProvider(context.env);
  if (!provider) throw new AppError("ai_unavailable");
  await consumeUsage(context.database, userId, "ai_generations");
  let refunded = false;
  const refund = async (error: unknown) => {
    if (refunded || signal.aborted) return;
    refunded = true;
    context.logger.warn(
      { err: (error as Error)?.message, provider: provider.id },
      "AI content action failed",
    );
    await refundUsage(context.database, userId, "ai_generations");
  };
  const { system, prompt } = aiContentPrompt(request);
  const result = streamText({
    model: provider.languageModel(),
    system,
    prompt,
    maxRetries: 1,
    abortSignal: signal,
  });
  const parts = result.fullStream[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const nextText = async (): Promise<string | null> => {
    for (;;) {
      const { value, done } = await parts.next();
      if (done) return null;
      if (value.type === "error") throw value.error;
      if (value.type === "text-delta") return value.text;
    }
  };
  let first: string | null;
  try {
    first = await nextText();
    if (first === null) throw new Error("empty answer");
  } catch (error) {
    await refund(error);
    throw new AppError("generation_failed");
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first ?? ""));
    },
    async pull(controller) {
      try {
        const text = await nextText();
        if (text === null) controller.close();
        else controller.enqueue(encoder.encode(text));
      } catch (error) {
        await refund(error);
        controller.error(error);
      }
    },
    async cancel() {
      await parts.return?.();
    },
  });
}
