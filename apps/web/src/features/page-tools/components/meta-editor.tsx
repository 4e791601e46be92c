import { META_DESCRIPTION_RANGE, META_TITLE_RANGE } from "@sitelens/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LengthCounter } from "@/components/seo/length-counter";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

export interface MetaFields {
  title: string;
  description: string;
  keywords: string;
}

/** The chosen candidate, editable, with live character and pixel counters. */
export function MetaEditor({
  value,
  onChange,
}: {
  value: MetaFields;
  onChange: (value: MetaFields) => void;
}) {
  const { t } = useTranslation("page-tools");
  const id = useId();
  return (
    <div className="grid gap-4">
      <label className="grid gap-1.5 text-sm" htmlFor={`${id}-title`}>
        <span className="font-medium">{t("meta.fieldTitle")}</span>
        <Input
          id={`${id}-title`}
          value={value.title}
          onChange={(event) => onChange({ ...value, title: event.target.value })}
        />
        <LengthCounter text={value.title} range={META_TITLE_RANGE} kind="title" />
      </label>
      <label className="grid gap-1.5 text-sm" htmlFor={`${id}-description`}>
        <span className="font-medium">{t("meta.fieldDescription")}</span>
        <Textarea
          id={`${id}-description`}
          value={value.description}
          onChange={(event) => onChange({ ...value, description: event.target.value })}
        />
        <LengthCounter text={value.description} range={META_DESCRIPTION_RANGE} kind="description" />
      </label>
      <label className="grid gap-1.5 text-sm" htmlFor={`${id}-keywords`}>
        <span className="font-medium">{t("meta.fieldKeywords")}</span>
        <Input
          id={`${id}-keywords`}
          value={value.keywords}
          onChange={(event) => onChange({ ...value, keywords: event.target.value })}
        />
        <span className="text-muted-foreground text-xs">{t("meta.keywordsHint")}</span>
      </label>
    </div>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The tags to paste into the page's <head>. */
export function metaHtml(fields: MetaFields): string {
  const lines = [
    `<title>${escapeHtml(fields.title.trim())}</title>`,
    `<meta name="description" content="${escapeHtml(fields.description.trim())}">`,
  ];
  if (fields.keywords.trim())
    lines.push(`<meta name="keywords" content="${escapeHtml(fields.keywords.trim())}">`);
  return lines.join("\n");
}
