import { randomUUID } from "node:crypto";
import { CHAT_HISTORY_LIMIT, type ChatSendRequest, type ChatTaskProposal } from "@sitelens/shared";
import { createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText } from "ai";
import { activeAiProvider } from "../ai/ai-providers";
import { chatMessages } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import type { ServerContext } from "../server-context";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { chatDataTools } from "./chat-data-tools";
import { chatErrorCode } from "./chat-error-code";
import { chatSystemPrompt } from "./chat-system-prompt";
import { chatTools } from "./chat-tools";
import { listChatMessages } from "./list-chat-messages";

type Context = Pick<ServerContext, "database" | "env" | "logger">;

/**
 * One chat turn, streamed as the AI SDK's UI message stream (SSE). The message is counted against the
 * plan's quota before the model runs and refunded when the model fails; the question and the answer
 * are stored, and the model sees the last 10 messages of the user's 24-hour conversation (spec §9).
 * Failures after the stream started arrive as an error part whose text is `{code, message}`.
 */
export async function streamChatAnswer(
  context: Context,
  userId: string,
  request: ChatSendRequest,
  language: Language,
  abortSignal: AbortSignal,
): Promise<Response> {
  const { database, logger } = context;
  const provider = activeAiProvider(context.env);
  if (!provider) throw new AppError("chat_ai_unavailable");
  await consumeUsage(database, userId, "chat_messages");
  await database.db
    .insert(chatMessages)
    .values({ id: randomUUID(), userId, role: "user", content: request.message.trim(), language });
  const history = (await listChatMessages(database, userId)).slice(-CHAT_HISTORY_LIMIT);
  const assistantId = randomUUID();

  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const proposals: ChatTaskProposal[] = [];
      let text = "";
      let aborted = false;
      try {
        const result = streamText({
          model: provider.languageModel(),
          system: chatSystemPrompt(language, new Date()),
          messages: history.map((message) => ({ role: message.role, content: message.content })),
          tools: {
            ...chatTools(database, userId, language, (proposal) => {
              proposals.push(proposal);
              writer.write({ type: "data-proposal", id: proposal.id, data: proposal });
            }),
            ...chatDataTools(context, userId),
          },
          stopWhen: stepCountIs(5),
          abortSignal,
          maxRetries: 1,
          // Failures arrive as the stream's error part below; the SDK's default would print them.
          onError: () => {},
        });
        writer.write({ type: "start", messageId: assistantId });
        for await (const part of result.fullStream) {
          if (part.type === "text-delta" && part.text) {
            if (!text) writer.write({ type: "text-start", id: assistantId });
            text += part.text;
            writer.write({ type: "text-delta", id: assistantId, delta: part.text });
          } else if (part.type === "tool-call") {
            writer.write({
              type: "tool-input-available",
              toolCallId: part.toolCallId,
              toolName: part.toolName,
              input: part.input,
            });
          } else if (part.type === "error") {
            throw part.error;
          } else if (part.type === "abort") {
            aborted = true;
          }
        }
        if (!aborted && !text.trim() && proposals.length === 0) throw new AppError("chat_empty_response");
      } catch (error) {
        if (abortSignal.aborted) aborted = true;
        else {
          await refundUsage(database, userId, "chat_messages");
          logger.warn({ err: (error as Error).message, provider: provider.id }, "chat answer failed");
          throw error;
        }
      }
      if (text) writer.write({ type: "text-end", id: assistantId });
      // A cancelled answer keeps what arrived, so the conversation shows what the user saw.
      if (text.trim() || proposals.length > 0)
        await database.db.insert(chatMessages).values({
          id: assistantId,
          userId,
          role: "assistant",
          content: text.trim(),
          language,
          proposalIds: proposals.map((proposal) => proposal.id),
        });
      if (!aborted) writer.write({ type: "finish" });
    },
    onError: (error) => {
      const code = chatErrorCode(error);
      return JSON.stringify({ code, message: new AppError(code).messages[language] });
    },
  });
  return createUIMessageStreamResponse({ stream });
}
