import type { ContentDraft, Site } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarPlus, FilePlus2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { ContentEditor, type RunAi } from "@/components/content-editor/content-editor";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { NO_SITE, paths } from "@/config/paths";
import { sitesQuery } from "@/features/sites/api/sites-api";
import { useLanguage } from "@/lib/use-language";
import { draftQuery, draftsApi, draftsQuery } from "../api/page-tools-api";
import { useAiModel } from "../components/ai-status";
import { SaveState } from "../components/save-state";
import { SitePagePicker } from "../components/site-page-picker";
import { ToolPage } from "../components/tool-page";
import { useDraftAutosave } from "../components/use-draft-autosave";

function DraftEditor({ draft, site }: { draft: ContentDraft; site: Site }) {
  const { t } = useTranslation("page-tools");
  const ai = useAiModel();
  const autosave = useDraftAutosave(draft);
  const runAi: RunAi | null = ai.model
    ? (request, signal) => draftsApi.ai({ ...request, siteId: site.id }, signal)
    : null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SaveState status={autosave.status} error={autosave.error} />
        {/* The draft is the content item: planning opens the same row with its date and channels. */}
        <Button asChild size="sm" variant="outline">
          <Link to={paths.app.contentCreate({ item: draft.id })}>
            <CalendarPlus aria-hidden="true" />
            {t("editor.sendToPlanning")}
          </Link>
        </Button>
      </div>
      {autosave.conflict && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
          data-testid="draft-conflict"
        >
          <span>{t("editor.save.conflict")}</span>
          <Button type="button" size="sm" onClick={autosave.keepMine}>
            {t("editor.save.keepMine")}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={autosave.loadTheirs}>
            {t("editor.save.loadTheirs")}
          </Button>
        </div>
      )}
      <ContentEditor
        key={autosave.revision}
        value={autosave.fields}
        onChange={autosave.change}
        siteUrl={site.url}
        runAi={runAi}
      />
    </div>
  );
}

function DraftList({ site, activeId }: { site: Site; activeId: string | null }) {
  const { t } = useTranslation("page-tools");
  const language = useLanguage();
  const [, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const drafts = useQuery(draftsQuery(site.id));
  const create = useMutation({
    mutationFn: () => draftsApi.create(site.id, language),
    onSuccess: (draft) => {
      void queryClient.invalidateQueries({ queryKey: ["content-drafts", site.id] });
      setSearch({ draft: draft.id });
    },
  });
  return (
    <nav aria-label={t("editor.drafts")} className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-sm">{t("editor.drafts")}:</span>
      {drafts.isError && <span className="text-destructive text-sm">{t("editor.loadError")}</span>}
      {drafts.data?.length === 0 && (
        <span className="text-muted-foreground text-sm">{t("editor.noDrafts")}</span>
      )}
      {drafts.data?.map((draft) => (
        <Button
          key={draft.id}
          size="sm"
          variant={draft.id === activeId ? "secondary" : "ghost"}
          className="max-w-56"
          onClick={() => setSearch({ draft: draft.id })}
        >
          <span className="truncate">{draft.title || t("editor.untitled")}</span>
        </Button>
      ))}
      <Button size="sm" variant="outline" onClick={() => create.mutate()} disabled={create.isPending}>
        <FilePlus2 aria-hidden="true" />
        {t("editor.newDraft")}
      </Button>
      {create.isError && <span className="text-destructive text-sm">{create.error.message}</span>}
    </nav>
  );
}

export function ContentEditorRoute() {
  const { t } = useTranslation("page-tools");
  const { siteId = NO_SITE } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const draftId = search.get("draft");
  const sites = useQuery(sitesQuery());
  const site = sites.data?.find((candidate) => candidate.id === siteId);
  const draft = useQuery({ ...draftQuery(draftId ?? ""), enabled: Boolean(draftId && site) });
  const [picked, setPicked] = useState({ siteId: "", pageUrl: "" });

  return (
    <ToolPage title={t("editor.title")} subtitle={t("editor.subtitle")}>
      {sites.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {sites.data && !site && (
        <form
          className="grid gap-3 rounded-xl border bg-card p-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked.siteId) navigate(paths.app.contentEditor(picked.siteId));
          }}
        >
          <p className="text-sm">{siteId === NO_SITE ? t("editor.chooseSite") : t("picker.siteRequired")}</p>
          <SitePagePicker value={picked} onChange={setPicked} showPage={false} />
          <Button type="submit" className="justify-self-start" disabled={!picked.siteId}>
            {t("editor.open")}
          </Button>
        </form>
      )}
      {site && <DraftList site={site} activeId={draftId} />}
      {site && draftId && draft.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {draft.isError && (
        <p role="alert" className="text-destructive text-sm">
          {t("editor.loadError")} {draft.error.message}{" "}
          <Link className="underline" to={paths.app.contentEditor(siteId)}>
            {t("editor.drafts")}
          </Link>
        </p>
      )}
      {site && draft.data && <DraftEditor key={draft.data.id} draft={draft.data} site={site} />}
    </ToolPage>
  );
}

export { ContentEditorRoute as Component };
