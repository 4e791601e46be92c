import { Bot, Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import type { ShownMessage } from "../api/use-chat";
import { ChatMarkdown } from "./chat-markdown";
import { ProposalCard } from "./proposal-card";

export function ChatMessageView({
  message,
  typing,
  onNavigate,
  onCreated,
}: {
  message: ShownMessage;
  typing: boolean;
  onNavigate: () => void;
  onCreated: (proposalId: string, taskId: string) => void;
}) {
  const { t } = useTranslation("chat");
  if (message.role === "user")
    return (
      <div className="flex justify-end" data-testid="chat-user-message">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-primary-foreground text-sm">
          {message.content}
        </p>
      </div>
    );
  return (
    <div className="flex gap-2" data-testid="chat-assistant-message">
      <Bot className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-2 text-sm">
        {message.tools && message.tools.length > 0 && (
          <ul className="grid gap-0.5 text-muted-foreground text-xs">
            {[...new Set(message.tools)].map((tool) => (
              <li key={tool}>· {t(`tools.${tool}`, { defaultValue: tool })}</li>
            ))}
          </ul>
        )}
        {message.content && <ChatMarkdown text={message.content} onNavigate={onNavigate} />}
        {typing && !message.content && (
          <p className="flex items-center gap-1 text-muted-foreground" aria-live="polite">
            <span className="inline-flex gap-0.5" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-current" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
            </span>
            <span className="sr-only">{t("typing")}</span>
          </p>
        )}
        {message.proposals.map((proposal) => (
          <ProposalCard key={proposal.id} proposal={proposal} onCreated={onCreated} onNavigate={onNavigate} />
        ))}
        {message.stopped && <p className="text-muted-foreground text-xs">{t("stopped")}</p>}
        {message.error && (
          <p
            role="alert"
            data-testid="chat-error"
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-destructive"
          >
            {message.error.text}{" "}
            {message.error.kind === "sessionExpired" && (
              <Link to={paths.auth.login()} className="underline" onClick={onNavigate}>
                {t("errors.signIn")}
              </Link>
            )}
          </p>
        )}
        {message.content && !typing && <CopyAnswer text={message.content} />}
      </div>
    </div>
  );
}

function CopyAnswer({ text }: { text: string }) {
  const { t } = useTranslation("chat");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn("h-7 justify-self-start px-2 text-muted-foreground text-xs")}
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? t("copied") : t("copy")}
    </Button>
  );
}
