import {
  type ContentDraftFields,
  META_DESCRIPTION_RANGE,
  META_TITLE_RANGE,
  outlineFromHtml,
  scoreContent,
} from "@sitelens/shared";
import { Image } from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { useDeferredValue, useEffect, useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LengthCounter } from "@/components/seo/length-counter";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { AiActions, type RunAi } from "./ai-actions";
import { EditorToolbar } from "./editor-toolbar";
import { ScorePanel } from "./score-panel";

export type { RunAi };

/**
 * The article editor with its live score: Tiptap rich text, title, keyphrase, meta title and
 * description with counters, slug and language; the score panel and AI actions beside it. It only
 * takes and gives values, so any feature (content editor, content planning) can host it.
 */
export function ContentEditor<Fields extends ContentDraftFields>({
  value,
  onChange,
  siteUrl,
  runAi,
  onEditor,
}: {
  value: Fields;
  onChange: (value: Fields) => void;
  siteUrl: string;
  /** Streams an AI action's text; null when no AI provider is configured. */
  runAi: RunAi | null;
  /** Hands the editor to a host that inserts into it (content planning's images and AI drafts). */
  onEditor?: (editor: Editor) => void;
}) {
  const { t } = useTranslation("page-tools");
  const id = useId();
  const latest = useRef(value);
  latest.current = value;
  const update = (patch: Partial<ContentDraftFields>) => onChange({ ...latest.current, ...patch });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value.body,
    editorProps: {
      attributes: {
        class: "prose-sitelens min-h-80 px-4 py-3 outline-none",
        "aria-label": t("editor.fields.body"),
        "aria-multiline": "true",
        role: "textbox",
        lang: value.language,
      },
    },
    onUpdate: ({ editor: current }) => update({ body: current.getHTML() }),
  });
  useEffect(() => {
    if (editor) onEditor?.(editor);
  }, [editor, onEditor]);
  const deferred = useDeferredValue(value);
  const score = useMemo(
    () =>
      scoreContent({
        language: deferred.language,
        title: deferred.title,
        metaTitle: deferred.metaTitle,
        metaDescription: deferred.metaDescription,
        slug: deferred.slug,
        keyphrase: deferred.keyphrase,
        outline: outlineFromHtml(deferred.body),
        siteUrl,
      }),
    [deferred, siteUrl],
  );
  const field = (name: "keyphrase" | "slug") => (
    <label className="grid gap-1.5 text-sm" htmlFor={`${id}-${name}`}>
      <span className="font-medium">{t(`editor.fields.${name}`)}</span>
      <Input
        id={`${id}-${name}`}
        value={value[name]}
        onChange={(event) => update({ [name]: event.target.value })}
      />
    </label>
  );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid min-w-0 content-start gap-4">
        <label className="grid gap-1.5 text-sm" htmlFor={`${id}-title`}>
          <span className="font-medium">{t("editor.fields.title")}</span>
          <Input
            id={`${id}-title`}
            className="h-11 font-semibold text-lg md:text-lg"
            value={value.title}
            onChange={(event) => update({ title: event.target.value })}
          />
        </label>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {field("keyphrase")}
          {field("slug")}
          <div className="grid content-start gap-1.5 text-sm">
            <label className="font-medium" htmlFor={`${id}-language`}>
              {t("editor.fields.language")}
            </label>
            <select
              id={`${id}-language`}
              className="h-9 rounded-md border border-input bg-background px-3 text-base md:text-sm dark:bg-input/20"
              value={value.language}
              onChange={(event) => update({ language: event.target.value as "tr" | "en" })}
            >
              <option value="tr">Türkçe</option>
              <option value="en">English</option>
            </select>
          </div>
        </div>
        <div className="min-w-0 rounded-xl border bg-card">
          {editor && <EditorToolbar editor={editor} />}
          <EditorContent editor={editor} />
        </div>
        <label className="grid gap-1.5 text-sm" htmlFor={`${id}-meta-title`}>
          <span className="font-medium">{t("editor.fields.metaTitle")}</span>
          <Input
            id={`${id}-meta-title`}
            value={value.metaTitle}
            onChange={(event) => update({ metaTitle: event.target.value })}
          />
          <LengthCounter text={value.metaTitle} range={META_TITLE_RANGE} kind="title" />
        </label>
        <label className="grid gap-1.5 text-sm" htmlFor={`${id}-meta-description`}>
          <span className="font-medium">{t("editor.fields.metaDescription")}</span>
          <Textarea
            id={`${id}-meta-description`}
            value={value.metaDescription}
            onChange={(event) => update({ metaDescription: event.target.value })}
          />
          <LengthCounter text={value.metaDescription} range={META_DESCRIPTION_RANGE} kind="description" />
        </label>
      </div>
      <aside className="grid min-w-0 content-start gap-5 lg:sticky lg:top-4 lg:self-start">
        <div className="rounded-xl border bg-card p-4">
          <ScorePanel score={score} />
        </div>
        {editor && (
          <div className="rounded-xl border bg-card p-4">
            <AiActions editor={editor} title={value.title} language={value.language} runAi={runAi} />
          </div>
        )}
      </aside>
    </div>
  );
}
