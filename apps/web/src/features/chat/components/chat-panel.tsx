import { Bot, Send, Square, Trash2 } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useChat } from "../api/use-chat";
import { ChatMarkdown } from "./chat-markdown";
import { ChatMessageView } from "./chat-message-view";

/** The assistant: greeting, conversation, and the composer with send, stop and clear. */
export function ChatPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("chat");
  const { state, messages, status, send, stop, clear, markCreated } = useChat();
  const [draft, setDraft] = useState("");
  const end = useRef<HTMLDivElement>(null);
  const loading = status !== "ready";
  const lastContent = messages.at(-1)?.content;

  // Braces: newer Chromium returns a promise from scrollIntoView, and an effect must not return one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow new messages and streamed text
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [messages.length, lastContent]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (loading || !draft.trim()) return;
    const text = draft;
    setDraft("");
    void send(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  const available = state.data?.ai.available ?? false;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3" data-testid="chat-panel">
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto pe-1" aria-live="polite">
        <div className="flex gap-2 text-sm" data-testid="chat-greeting">
          <Bot className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <ChatMarkdown text={t("greeting")} />
        </div>
        {state.isPending && <Spinner label={t("loading", { ns: "common" })} />}
        {state.isError && <p className="text-destructive text-sm">{t("loadError")}</p>}
        {state.data && !available && (
          <section
            className="grid gap-2 rounded-lg border border-dashed p-3 text-sm"
            data-testid="chat-no-ai"
          >
            <p className="font-medium">{t("noAi.title")}</p>
            <p className="text-muted-foreground">{t("noAi.body")}</p>
            <p className="font-medium text-muted-foreground text-xs uppercase">{t("noAi.label")}</p>
            <ol className="grid gap-2">
              {state.data.fallbackActions.map((action) => (
                <li key={action.href + action.title}>
                  <Link
                    to={action.href}
                    onClick={onNavigate}
                    className="grid rounded-md border p-2 hover:bg-accent"
                  >
                    <span className="font-medium">{action.title}</span>
                    <span className="text-muted-foreground text-xs">{action.detail}</span>
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        )}
        {messages.map((message, index) => (
          <ChatMessageView
            key={message.id}
            message={message}
            typing={loading && index === messages.length - 1}
            onNavigate={onNavigate}
            onCreated={markCreated}
          />
        ))}
        <div ref={end} />
      </div>
      <form onSubmit={submit} className="grid gap-2 border-t pt-3">
        <textarea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("placeholder")}
          aria-label={t("placeholder")}
          disabled={!available}
          rows={2}
          maxLength={4000}
          className="w-full resize-none rounded-md border bg-background px-3 py-2 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 md:text-sm"
        />
        <div className="flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void clear()}
            disabled={messages.length === 0}
          >
            <Trash2 aria-hidden="true" />
            {t("clear")}
          </Button>
          {loading ? (
            <Button type="button" size="sm" variant="outline" onClick={stop}>
              <Square aria-hidden="true" />
              {t("stop")}
            </Button>
          ) : (
            <Button type="submit" size="sm" disabled={!available || !draft.trim()}>
              <Send aria-hidden="true" />
              {t("send")}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
