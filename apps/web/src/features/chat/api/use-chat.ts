import type { ChatMessage, ChatTaskProposal } from "@sitelens/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/use-language";
import { chatStateQuery, clearChat } from "./chat-api";
import { streamChat } from "./stream-chat";

export type ChatErrorKind = "sessionExpired" | "unavailable" | "apology" | "quota";
export type ShownMessage = ChatMessage & {
  tools?: string[];
  error?: { kind: ChatErrorKind; text: string };
  stopped?: boolean;
};
export type ChatStatus = "ready" | "submitted" | "streaming";

/**
 * The conversation on screen: the server's 24-hour history plus the turn being streamed. Sends of
 * empty or whitespace text and sends while an answer is loading are ignored (spec §5).
 */
export function useChat() {
  const { t } = useTranslation("chat");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const state = useQuery(chatStateQuery());
  const messages: ShownMessage[] = state.data?.messages ?? [];
  const [status, setStatus] = useState<ChatStatus>("ready");
  const abort = useRef<AbortController | null>(null);

  // The conversation lives in the query cache, so closing and reopening the panel keeps the turn on
  // screen (errors included) without asking the server again.
  const setMessages = useCallback(
    (change: (current: ShownMessage[]) => ShownMessage[]) =>
      queryClient.setQueryData(
        chatStateQuery().queryKey,
        (old) => old && { ...old, messages: change(old.messages) },
      ),
    [queryClient],
  );

  const updateLast = useCallback(
    (change: (message: ShownMessage) => ShownMessage) =>
      setMessages((current) => [...current.slice(0, -1), change(current.at(-1) as ShownMessage)]),
    [setMessages],
  );

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || status !== "ready" || !state.data?.ai.available) return false;
      const now = new Date().toISOString();
      const controller = new AbortController();
      abort.current = controller;
      setStatus("submitted");
      setMessages((current) => [
        ...current,
        { id: `user-${now}`, role: "user", content: message, timestamp: now, proposals: [] },
        { id: `answer-${now}`, role: "assistant", content: "", timestamp: now, proposals: [], tools: [] },
      ]);
      try {
        await streamChat(message, language, controller.signal, {
          onText: (delta) => {
            setStatus("streaming");
            updateLast((last) => ({ ...last, content: last.content + delta }));
          },
          onTool: (name) => updateLast((last) => ({ ...last, tools: [...(last.tools ?? []), name] })),
          onProposal: (proposal: ChatTaskProposal) =>
            updateLast((last) => ({ ...last, proposals: [...last.proposals, proposal] })),
        });
      } catch (error) {
        if (controller.signal.aborted) updateLast((last) => ({ ...last, stopped: true }));
        else {
          const shown = chatError(error, t);
          if (shown.kind === "apology") toast.error(shown.text);
          updateLast((last) => ({ ...last, error: shown }));
        }
      } finally {
        abort.current = null;
        setStatus("ready");
      }
      return true;
    },
    [status, state.data, language, t, updateLast, setMessages],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  const clear = useCallback(async () => {
    abort.current?.abort();
    await clearChat();
    setMessages(() => []);
    await queryClient.invalidateQueries({ queryKey: ["chat"] });
  }, [queryClient, setMessages]);

  const markCreated = useCallback(
    (proposalId: string, taskId: string) => {
      setMessages((current) =>
        current.map((message) => ({
          ...message,
          proposals: message.proposals.map((proposal) =>
            proposal.id === proposalId ? { ...proposal, status: "created" as const, taskId } : proposal,
          ),
        })),
      );
    },
    [setMessages],
  );

  return { state, messages, status, send, stop, clear, markCreated };
}

/** Spec §8: session expired, AI service unavailable, otherwise a generic apology (plus a toast). */
function chatError(
  error: unknown,
  t: (key: "errors.sessionExpired" | "errors.unavailable" | "errors.apology") => string,
): { kind: ChatErrorKind; text: string } {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: "sessionExpired", text: t("errors.sessionExpired") };
    if (error.code === "chat_ai_unavailable") return { kind: "unavailable", text: t("errors.unavailable") };
    if (error.code === "quota_exceeded") return { kind: "quota", text: error.message };
  }
  return { kind: "apology", text: t("errors.apology") };
}
