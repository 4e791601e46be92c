import type { SchemaList, SchemaRow } from "@sitelens/shared";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

/** FAQ questions, steps or breadcrumb items: rows of a name and a text, added and removed freely. */
export function SchemaRowsEditor({
  list,
  rows,
  onChange,
}: {
  list: SchemaList;
  rows: SchemaRow[];
  onChange: (rows: SchemaRow[]) => void;
}) {
  const { t } = useTranslation("page-tools");
  const update = (index: number, row: Partial<SchemaRow>) =>
    onChange(rows.map((current, at) => (at === index ? { ...current, ...row } : current)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">{t(`schema.rows.${list}`)}</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
        <div key={index} className="grid gap-2 rounded-lg border p-3">
          <div className="flex items-center gap-2">
            <span className="text-muted-foreground text-xs tabular-nums">{index + 1}.</span>
            <Input
              aria-label={`${t(`schema.rows.name.${list}`)} ${index + 1}`}
              placeholder={t(`schema.rows.name.${list}`)}
              value={row.name}
              onChange={(event) => update(index, { name: event.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t("schema.rows.remove", { number: index + 1 })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          {list === "breadcrumbs" ? (
            <Input
              aria-label={`${t(`schema.rows.text.${list}`)} ${index + 1}`}
              placeholder={t(`schema.rows.text.${list}`)}
              value={row.text}
              onChange={(event) => update(index, { text: event.target.value })}
            />
          ) : (
            <Textarea
              aria-label={`${t(`schema.rows.text.${list}`)} ${index + 1}`}
              placeholder={t(`schema.rows.text.${list}`)}
              value={row.text}
              onChange={(event) => update(index, { text: event.target.value })}
            />
          )}
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...rows, { name: "", text: "" }])}
      >
        <Plus aria-hidden="true" />
        {t("schema.rows.add")}
      </Button>
    </fieldset>
  );
}
