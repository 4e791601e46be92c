import {
  buildJsonLd,
  jsonLdScript,
  SCHEMA_TYPES,
  type SchemaResult,
  type SchemaType,
  type SchemaValues,
} from "@sitelens/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { schemaApi } from "../api/page-tools-api";
import { useAiModel } from "../components/ai-status";
import { CopyTextButton } from "../components/copy-text-button";
import { GenerateRow, GenerateState } from "../components/generate-controls";
import { NativeSelect } from "../components/native-select";
import { SchemaForm } from "../components/schema-form";
import { SitePagePicker, type SitePageValue } from "../components/site-page-picker";
import { ToolPage } from "../components/tool-page";
import { useDebounced } from "../components/use-debounced";

/** The engine's verdict on the block as it is now, asked again once typing pauses. */
function useSchemaValidation(jsonLd: string) {
  const settled = useDebounced(jsonLd, 400);
  return useQuery({
    queryKey: ["schema-validation", settled],
    queryFn: () => schemaApi.validate(settled),
    placeholderData: keepPreviousData,
  });
}

function ValidationSummary({ validation }: { validation: ReturnType<typeof useSchemaValidation> }) {
  const { t } = useTranslation("page-tools");
  const errors = validation.data?.issues.filter((issue) => issue.severity === "error").length ?? 0;
  const warnings = (validation.data?.issues.length ?? 0) - errors;
  return (
    <div className="grid gap-1 text-sm" data-testid="schema-validation" aria-live="polite">
      <h3 className="font-semibold">{t("schema.validation.title")}</h3>
      {validation.isFetching && (
        <p className="text-muted-foreground text-xs">{t("schema.validation.checking")}</p>
      )}
      {validation.data &&
        (validation.data.valid ? (
          <p className="text-emerald-700 dark:text-emerald-400">{t("schema.validation.valid")}</p>
        ) : (
          <p className="text-destructive">{t("schema.validation.invalid", { count: errors })}</p>
        ))}
      {warnings > 0 && (
        <p className="text-amber-700 text-xs dark:text-amber-400">
          {t("schema.validation.warnings", { count: warnings })}
        </p>
      )}
      {validation.isError && <p className="text-destructive text-xs">{validation.error.message}</p>}
    </div>
  );
}

function SchemaEditor({ result }: { result: SchemaResult }) {
  const { t } = useTranslation("page-tools");
  const [values, setValues] = useState<SchemaValues>(result.values);
  const document = buildJsonLd(result.type, values);
  const jsonLd = JSON.stringify(document, null, 2);
  const validation = useSchemaValidation(jsonLd);
  const issues = validation.data?.issues ?? result.validation.issues;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="min-w-0">
        <CardContent className="grid gap-3">
          <h2 className="font-semibold">{t("schema.fields")}</h2>
          {result.ai.error && (
            <p className="text-amber-700 text-sm dark:text-amber-400">
              {t("schema.aiFailed", { message: result.ai.error })}
            </p>
          )}
          {!result.ai.used && <p className="text-muted-foreground text-xs">{t("schema.noAiNote")}</p>}
          <SchemaForm
            type={result.type}
            values={values}
            filledBy={result.filledBy}
            issues={issues}
            onChange={setValues}
          />
        </CardContent>
      </Card>
      <div className="grid min-w-0 content-start gap-4">
        <ValidationSummary validation={validation} />
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-sm">{t("schema.output")}</h3>
            <CopyTextButton value={jsonLdScript(document)} label={t("schema.copy")} />
          </div>
          <pre
            className="max-h-[32rem] overflow-auto rounded-lg border bg-muted p-3 text-xs"
            data-testid="schema-output"
          >
            <code>{jsonLdScript(document)}</code>
          </pre>
          <p className="break-words text-muted-foreground text-xs">
            {t("schema.placement", { url: result.page.url })}
          </p>
        </div>
      </div>
    </div>
  );
}

export function SchemaGeneratorRoute() {
  const { t } = useTranslation("page-tools");
  const id = useId();
  const ai = useAiModel();
  const [target, setTarget] = useState<SitePageValue>({ siteId: "", pageUrl: "" });
  const [type, setType] = useState<SchemaType>("Organization");
  const [extraInfo, setExtraInfo] = useState("");
  const [useAi, setUseAi] = useState(true);
  const [missingSite, setMissingSite] = useState(false);
  const generate = useMutation({
    mutationFn: () => schemaApi.generate({ ...target, type, extraInfo, useAi: useAi && Boolean(ai.model) }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setMissingSite(!target.siteId);
    if (target.siteId) generate.mutate();
  };
  return (
    <ToolPage title={t("schema.title")} subtitle={t("schema.subtitle")}>
      <form onSubmit={submit} className="grid gap-3 rounded-xl border bg-card p-4" noValidate>
        <SitePagePicker value={target} onChange={setTarget} />
        {missingSite && (
          <p role="alert" className="text-destructive text-sm">
            {t("picker.siteRequired")}
          </p>
        )}
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          <div className="grid content-start gap-1.5 text-sm">
            <label className="font-medium" htmlFor={`${id}-type`}>
              {t("schema.type")}
            </label>
            <NativeSelect
              id={`${id}-type`}
              value={type}
              onChange={(event) => setType(event.target.value as SchemaType)}
            >
              {SCHEMA_TYPES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </div>
          <label className="grid gap-1.5 text-sm md:col-span-2" htmlFor={`${id}-extra`}>
            <span className="font-medium">{t("schema.extraInfo")}</span>
            <Textarea
              id={`${id}-extra`}
              value={extraInfo}
              maxLength={2000}
              onChange={(event) => setExtraInfo(event.target.value)}
            />
            <span className="text-muted-foreground text-xs">{t("schema.extraInfoHint")}</span>
          </label>
        </div>
        <GenerateRow tool="schema" useAi={useAi} onUseAiChange={setUseAi} pending={generate.isPending} />
      </form>
      <GenerateState
        tool="schema"
        pending={generate.isPending}
        error={generate.error}
        hasResult={Boolean(generate.data)}
      />
      {generate.data && <SchemaEditor key={generate.data.jsonLd} result={generate.data} />}
    </ToolPage>
  );
}

export { SchemaGeneratorRoute as Component };
