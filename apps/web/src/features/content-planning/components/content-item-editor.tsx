import { type ContentDraft, type Site, slugify } from "@sitelens/shared";
import { useQueryClient } from "@tanstack/react-query";
import type { Editor } from "@tiptap/react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ContentEditor, type RunAi } from "@/components/content-editor/content-editor";
import { textToHtml } from "@/components/content-editor/text-to-html";
import { draftsApi } from "@/features/page-tools/api/page-tools-api";
import { useAiModel } from "@/features/page-tools/components/ai-status";
import { SaveState } from "@/features/page-tools/components/save-state";
import { type EditableFields, useDraftAutosave } from "@/features/page-tools/components/use-draft-autosave";
import { useTimeZone } from "../lib/use-time-zone";
import { ChannelPicker } from "./channel-picker";
import { DistributionOutcomes } from "./distribution-outcomes";
import { MediaUpload } from "./media-upload";
import { PlanningAiButton, PlanningAiStatus } from "./planning-ai-panel";
import { PublishTimeField } from "./publish-time-field";
import { ScheduleBar } from "./schedule-bar";
import { usePlanningAi } from "./use-planning-ai";
import { VariantTextFields } from "./variant-text-fields";

/**
 * A content item in full: the page tools' editor and live score (reused), then the planning
 * fields, all saved by the same autosave. The slug follows the title (Turkish letters
 * transliterated) until the user writes their own.
 */
export function ContentItemEditor({ draft, site }: { draft: ContentDraft; site: Site }) {
  const { t } = useTranslation("content-planning");
  const ai = useAiModel();
  const { zone } = useTimeZone();
  const autosave = useDraftAutosave(draft);
  const queryClient = useQueryClient();
  const [item, setItem] = useState(draft);
  const [editor, setEditor] = useState<Editor | null>(null);
  const onEditor = useCallback((next: Editor) => setEditor(next), []);
  const runAi: RunAi | null = ai.model
    ? (request, signal) => draftsApi.ai({ ...request, siteId: site.id }, signal)
    : null;
  const planningAi = usePlanningAi(runAi);
  const fields = autosave.fields;
  // AI answers arrive after edits made while they streamed: patches apply to the latest fields.
  const latest = useRef(fields);
  latest.current = fields;
  const change = (next: EditableFields) => {
    const fields = latest.current;
    let result = next;
    if (next.slug !== fields.slug) result = { ...next, slug: slugify(next.slug, { typing: true }) };
    else if (next.title !== fields.title && (!fields.slug || fields.slug === slugify(fields.title)))
      result = { ...next, slug: slugify(next.title) };
    latest.current = result;
    autosave.change(result);
  };
  /** The editor only changes the article: its copy of the planning fields may be a render old. */
  const fromEditor = (next: EditableFields) => {
    const { socialText, emailText, publishAt, channels } = latest.current;
    change({ ...next, socialText, emailText, publishAt, channels });
  };
  const patch = (values: Partial<EditableFields>) => change({ ...latest.current, ...values });
  const plannable = item.state === "draft" || item.state === "scheduled";
  const aiInput = {
    title: fields.title,
    keyphrase: fields.keyphrase,
    language: fields.language,
    article: editor?.getText() ?? "",
  };
  const busy = planningAi.state.kind === "streaming";
  const intoEditor = (text: string) => {
    if (!editor) return;
    if (editor.isEmpty) editor.chain().focus().setContent(textToHtml(text), { emitUpdate: true }).run();
    else editor.chain().focus("end").insertContent(textToHtml(text)).run();
  };
  const aiButton = (action: "outline" | "draft" | "social" | "email", apply: (text: string) => void) => (
    <PlanningAiButton
      action={action}
      available={planningAi.available}
      busy={busy}
      onRun={() => void planningAi.run(action, aiInput, apply)}
    />
  );
  return (
    <div className="grid min-w-0 gap-4">
      <ScheduleBar
        item={item}
        fields={fields}
        saved={autosave.status === "saved"}
        zone={zone}
        onChanged={(next) => {
          setItem(next);
          autosave.rebase(next.version);
          queryClient.setQueryData(["content-draft", next.id], next);
        }}
      />
      <SaveState status={autosave.status} error={autosave.error} />
      {!plannable && <DistributionOutcomes contentId={item.id} />}
      <section className="grid gap-2 rounded-xl border bg-card p-4" aria-labelledby="planning-ai-title">
        <h2 id="planning-ai-title" className="font-semibold text-sm">
          {t("ai.title")}
        </h2>
        {!planningAi.available && (
          <p className="text-muted-foreground text-xs" data-testid="planning-ai-unavailable">
            {t("ai.needed")}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {aiButton("outline", intoEditor)}
          {aiButton("draft", intoEditor)}
        </div>
        <PlanningAiStatus state={planningAi.state} onCancel={planningAi.cancel} />
      </section>
      <ContentEditor
        key={autosave.revision}
        value={fields}
        onChange={fromEditor}
        siteUrl={site.url}
        runAi={runAi}
        onEditor={onEditor}
      />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-4 rounded-xl border bg-card p-4">
          <VariantTextFields
            socialText={fields.socialText}
            emailText={fields.emailText}
            onChange={patch}
            socialAction={aiButton("social", (socialText) => patch({ socialText }))}
            emailAction={aiButton("email", (emailText) => patch({ emailText }))}
          />
        </div>
        <div className="grid content-start gap-5 rounded-xl border bg-card p-4">
          <PublishTimeField
            value={fields.publishAt}
            onChange={(publishAt) => patch({ publishAt })}
            zone={zone}
            disabled={!plannable}
          />
          <ChannelPicker
            value={fields.channels}
            onChange={(channels) => patch({ channels })}
            disabled={!plannable}
          />
          <MediaUpload editor={editor} />
        </div>
      </div>
    </div>
  );
}
