import { AI_CONTENT_ACTIONS, type AiContentAction, type AiContentRequest } from "@sitelens/shared";
import { closeHistory } from "@tiptap/pm/history";
import type { Editor } from "@tiptap/react";
import { Sparkles, Square } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { textToHtml } from "./text-to-html";

export type RunAi = (request: Omit<AiContentRequest, "siteId">, signal: AbortSignal) => AsyncIterable<string>;

type State =
  | { kind: "idle" }
  | { kind: "streaming"; text: string }
  | { kind: "done" | "cancelled" }
  | { kind: "error"; message: string };

/**
 * AI actions on the selection (or the whole text): the answer streams into a preview, can be
 * cancelled, and replaces the text in one editor transaction, so Undo brings the old text back.
 */
export function AiActions({
  editor,
  title,
  language,
  runAi,
}: {
  editor: Editor;
  title: string;
  language: "tr" | "en";
  runAi: RunAi | null;
}) {
  const { t } = useTranslation("page-tools");
  const [state, setState] = useState<State>({ kind: "idle" });
  const controller = useRef<AbortController | null>(null);
  const other = language === "tr" ? "en" : "tr";
  const otherName = new Intl.DisplayNames([language], { type: "language" }).of(other) ?? other;

  const run = async (action: AiContentAction) => {
    if (!runAi) return;
    const { from, to, empty } = editor.state.selection;
    const range = empty ? { from: 0, to: editor.state.doc.content.size } : { from, to };
    const text = editor.state.doc.textBetween(range.from, range.to, "\n\n").trim();
    if (!title.trim()) return setState({ kind: "error", message: t("editor.ai.needsTitle") });
    if (!text) return setState({ kind: "error", message: t("editor.ai.needsText") });
    const abort = new AbortController();
    controller.current = abort;
    let answer = "";
    setState({ kind: "streaming", text: "" });
    try {
      for await (const chunk of runAi({ action, text, title, language }, abort.signal)) {
        answer += chunk;
        setState({ kind: "streaming", text: answer });
      }
      if (abort.signal.aborted) return;
      // Its own history step, even right after typing: Undo must bring back the text, not empty it.
      editor
        .chain()
        .focus()
        .command(({ tr }) => Boolean(closeHistory(tr)))
        .insertContentAt(range, textToHtml(answer))
        .run();
      setState({ kind: "done" });
    } catch (error) {
      if (abort.signal.aborted) setState({ kind: "cancelled" });
      else
        setState({
          kind: "error",
          message: t("editor.ai.generateError", { message: (error as Error).message }),
        });
    }
  };

  const cancel = () => {
    controller.current?.abort();
    setState({ kind: "cancelled" });
  };

  return (
    <section className="grid gap-2" aria-labelledby="ai-actions-title" data-testid="ai-actions">
      <h2 id="ai-actions-title" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {t("editor.ai.title")}
      </h2>
      {runAi ? (
        <p className="text-muted-foreground text-xs">{t("editor.ai.scope")}</p>
      ) : (
        <p className="text-muted-foreground text-xs" data-testid="ai-unavailable">
          {t("ai.needed")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {AI_CONTENT_ACTIONS.map((action) => (
          <Button
            key={action}
            type="button"
            size="sm"
            variant="outline"
            disabled={!runAi || state.kind === "streaming"}
            onClick={() => void run(action)}
          >
            {action === "translate"
              ? t("editor.ai.translate", { language: otherName })
              : t(`editor.ai.${action}`)}
          </Button>
        ))}
      </div>
      {state.kind === "streaming" && (
        <div className="grid gap-2 rounded-lg border bg-muted/40 p-3" aria-live="polite">
          <div className="flex items-center justify-between gap-2">
            <span className="text-muted-foreground text-xs">{t("editor.ai.streaming")}</span>
            <Button type="button" size="sm" variant="outline" onClick={cancel}>
              <Square aria-hidden="true" />
              {t("editor.ai.cancel")}
            </Button>
          </div>
          <p className="max-h-48 overflow-auto whitespace-pre-wrap text-sm" data-testid="ai-preview">
            {state.text}
          </p>
        </div>
      )}
      {state.kind === "done" && (
        <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
          <span>{t("editor.ai.applied")}</span>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              editor.chain().focus().undo().run();
              setState({ kind: "idle" });
            }}
          >
            {t("editor.ai.undo")}
          </Button>
        </div>
      )}
      {state.kind === "cancelled" && (
        <p role="status" className="text-muted-foreground text-sm">
          {t("editor.ai.cancelled")}
        </p>
      )}
      {state.kind === "error" && (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      )}
    </section>
  );
}
