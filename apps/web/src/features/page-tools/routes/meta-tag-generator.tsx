import type { MetaTagResult } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { metaTagsApi } from "../api/page-tools-api";
import { useAiModel } from "../components/ai-status";
import { CopyTextButton } from "../components/copy-text-button";
import { GenerateRow, GenerateState } from "../components/generate-controls";
import { GooglePreview } from "../components/google-preview";
import { MetaCandidateList } from "../components/meta-candidate-list";
import { MetaEditor, type MetaFields, metaHtml } from "../components/meta-editor";
import { SitePagePicker, type SitePageValue } from "../components/site-page-picker";
import { ToolPage } from "../components/tool-page";

function fieldsOf(result: MetaTagResult, index: number): MetaFields {
  const candidate = result.candidates[index];
  return {
    title: candidate?.title ?? "",
    description: candidate?.description ?? "",
    keywords: candidate?.keywords.join(", ") ?? "",
  };
}

export function MetaTagGeneratorRoute() {
  const { t } = useTranslation("page-tools");
  const queryClient = useQueryClient();
  const ai = useAiModel();
  const [target, setTarget] = useState<SitePageValue>({ siteId: "", pageUrl: "" });
  const [useAi, setUseAi] = useState(true);
  const [missingSite, setMissingSite] = useState(false);
  const [selected, setSelected] = useState(0);
  const [fields, setFields] = useState<MetaFields>({ title: "", description: "", keywords: "" });
  const generate = useMutation({
    mutationFn: () => metaTagsApi.generate({ ...target, useAi: useAi && Boolean(ai.model) }),
    onSuccess: (result) => {
      setSelected(0);
      setFields(fieldsOf(result, 0));
    },
  });
  const result = generate.data;
  const apply = useMutation({
    mutationFn: () =>
      metaTagsApi.apply({
        siteId: target.siteId,
        pageUrl: result?.page.url,
        title: fields.title,
        description: fields.description,
      }),
    onSuccess: (applied) => {
      toast.success(t("meta.applied", { url: applied.url }));
      void queryClient.invalidateQueries({ queryKey: ["site", target.siteId, "pages"] });
    },
    onError: (error) => toast.error(`${t("meta.applyFailed")} ${error.message}`),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setMissingSite(!target.siteId);
    if (target.siteId) generate.mutate();
  };
  const choose = (index: number) => {
    setSelected(index);
    if (result) setFields(fieldsOf(result, index));
  };

  return (
    <ToolPage title={t("meta.title")} subtitle={t("meta.subtitle")}>
      <form onSubmit={submit} className="grid gap-3 rounded-xl border bg-card p-4" noValidate>
        <SitePagePicker value={target} onChange={setTarget} />
        {missingSite && (
          <p role="alert" className="text-destructive text-sm">
            {t("picker.siteRequired")}
          </p>
        )}
        <GenerateRow tool="meta" useAi={useAi} onUseAiChange={setUseAi} pending={generate.isPending} />
      </form>
      <GenerateState
        tool="meta"
        pending={generate.isPending}
        error={generate.error}
        hasResult={Boolean(result)}
      />
      {result && (
        <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-2">
          <div className="grid min-w-0 content-start gap-3">
            <h2 className="font-semibold">{t("meta.candidates")}</h2>
            <p className="break-words text-muted-foreground text-xs">
              {t("meta.page", {
                url: result.page.url,
                language: result.page.language.toLocaleUpperCase("tr"),
                words: result.page.wordCount,
              })}
            </p>
            {result.ai.error && (
              <p className="text-amber-700 text-sm dark:text-amber-400">
                {t("meta.aiFailed", { message: result.ai.error })}
              </p>
            )}
            <p className="text-muted-foreground text-xs">{t("meta.extractiveNote")}</p>
            <MetaCandidateList candidates={result.candidates} selected={selected} onSelect={choose} />
          </div>
          <Card className="min-w-0">
            <CardContent className="grid gap-5">
              <MetaEditor value={fields} onChange={setFields} />
              <GooglePreview url={result.page.url} title={fields.title} description={fields.description} />
              <div className="flex flex-wrap gap-2">
                <CopyTextButton value={metaHtml(fields)} label={t("meta.copyHtml")} />
                <Button
                  type="button"
                  size="sm"
                  onClick={() => apply.mutate()}
                  disabled={apply.isPending || !fields.title.trim() || !fields.description.trim()}
                >
                  {t("meta.apply")}
                </Button>
              </div>
            </CardContent>
          </Card>
        </div>
      )}
    </ToolPage>
  );
}

export { MetaTagGeneratorRoute as Component };
