import type { SchemaField, SchemaIssue, SchemaResult, SchemaType, SchemaValues } from "@sitelens/shared";
import { schemaFields, schemaListsOf } from "@sitelens/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { IssueList } from "./issue-list";
import { NativeSelect } from "./native-select";
import { issuesByField } from "./schema-issues";
import { SchemaRowsEditor } from "./schema-rows-editor";

const INPUT_TYPES: Partial<Record<SchemaField["kind"], string>> = { url: "url", number: "text" };

/** The type's fields, each with where its value came from and the validation issues it causes. */
export function SchemaForm({
  type,
  values,
  filledBy,
  issues,
  onChange,
}: {
  type: SchemaType;
  values: SchemaValues;
  filledBy: SchemaResult["filledBy"];
  issues: SchemaIssue[];
  onChange: (values: SchemaValues) => void;
}) {
  const { t } = useTranslation("page-tools");
  const id = useId();
  const fields = schemaFields[type];
  const list = schemaListsOf[type];
  const { byField, general } = issuesByField(issues, fields, list);
  const setField = (name: string, value: string) =>
    onChange({ ...values, fields: { ...values.fields, [name]: value } });
  const origin = (name: string) => {
    const source = filledBy[name];
    return source ? (
      <Badge variant={source === "ai" ? "default" : "secondary"} className="font-normal">
        {t(`schema.origin.${source}`)}
      </Badge>
    ) : null;
  };
  return (
    <div className="grid gap-4" data-testid="schema-form">
      {general.length > 0 && (
        <div className="grid gap-1 rounded-lg border border-destructive/40 p-3">
          <p className="font-medium text-sm">{t("schema.validation.general")}</p>
          <IssueList issues={general} showPath />
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const value = values.fields[field.name] ?? "";
          const wide = field.kind === "textarea" || field.kind === "lines";
          const fieldIssues = byField.get(field.name) ?? [];
          return (
            <div key={field.name} className={wide ? "grid gap-1.5 sm:col-span-2" : "grid gap-1.5"}>
              <label htmlFor={fieldId} className="flex flex-wrap items-center gap-2 text-sm">
                <code className="break-all font-medium">{field.name}</code>
                {origin(field.name)}
              </label>
              {field.kind === "select" ? (
                <NativeSelect
                  id={fieldId}
                  value={value}
                  onChange={(event) => setField(field.name, event.target.value)}
                >
                  <option value="">—</option>
                  {field.options?.map((option) => (
                    <option key={option} value={option}>
                      {option.replace("https://schema.org/", "")}
                    </option>
                  ))}
                </NativeSelect>
              ) : wide ? (
                <Textarea
                  id={fieldId}
                  value={value}
                  aria-invalid={fieldIssues.some((issue) => issue.severity === "error")}
                  onChange={(event) => setField(field.name, event.target.value)}
                />
              ) : (
                <Input
                  id={fieldId}
                  type={INPUT_TYPES[field.kind] ?? "text"}
                  value={value}
                  aria-invalid={fieldIssues.some((issue) => issue.severity === "error")}
                  onChange={(event) => setField(field.name, event.target.value)}
                />
              )}
              <IssueList issues={fieldIssues} />
            </div>
          );
        })}
      </div>
      {list && (
        <div className="grid gap-2">
          <div className="flex items-center gap-2">{origin(list.list)}</div>
          <SchemaRowsEditor
            list={list.list}
            rows={values.rows[list.list] ?? []}
            onChange={(rows) => onChange({ ...values, rows: { ...values.rows, [list.list]: rows } })}
          />
          <IssueList issues={byField.get(list.list) ?? []} showPath />
        </div>
      )}
    </div>
  );
}
