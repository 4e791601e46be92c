import {
  parseKeywordList,
  RANK_COUNTRIES,
  RANK_LANGUAGES,
  SEARCH_DEVICES,
  SEARCH_ENGINES,
} from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { rankCheckerApi } from "../api/rank-checker-api";

const selectClass = "h-9 rounded-md border bg-background px-2 text-sm dark:bg-input/20";

/** Bulk add: one keyword a line (typed, pasted, or a CSV's first column), with engine and locale settings. */
export function AddKeywordsForm({ siteId, initial = "" }: { siteId: string; initial?: string }) {
  const { t } = useTranslation("search");
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial);
  const [settings, setSettings] = useState({
    engine: "google",
    country: "tr",
    language: "tr",
    device: "desktop",
  });
  const [tags, setTags] = useState("");
  const add = useMutation({
    mutationFn: rankCheckerApi.add,
    onSuccess: (result) => {
      toast.success(t("rank.added", { count: result.added.length, skipped: result.skipped.length }));
      setText("");
      void queryClient.invalidateQueries({ queryKey: ["rank-tracker"] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keywords = parseKeywordList(text);
    if (keywords.length === 0) return;
    const tagList = tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean);
    add.mutate({ siteId, keywords, tags: tagList, ...(settings as object) } as Parameters<
      typeof rankCheckerApi.add
    >[0]);
  };
  const select = (name: keyof typeof settings, options: readonly string[]) => (
    <label className="grid gap-1 text-xs">
      <span className="text-muted-foreground">{t(`rank.fields.${name}`)}</span>
      <select
        className={selectClass}
        value={settings[name]}
        onChange={(event) => setSettings({ ...settings, [name]: event.target.value })}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`rank.options.${name}.${option}` as "rank.options.engine.google")}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form onSubmit={submit} className="grid gap-3">
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t("rank.keywordsLabel")}</span>
        <textarea
          className="min-h-24 rounded-md border bg-background p-2 text-sm dark:bg-input/20"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("rank.keywordsPlaceholder")}
        />
      </label>
      <label className="grid gap-1 text-xs">
        <span className="text-muted-foreground">{t("rank.csvLabel")}</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          className="text-sm"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) setText(parseKeywordList(await file.text()).join("\n"));
          }}
        />
      </label>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {select("engine", SEARCH_ENGINES)}
        {select("country", RANK_COUNTRIES)}
        {select("language", RANK_LANGUAGES)}
        {select("device", SEARCH_DEVICES)}
      </div>
      <div className="grid gap-1 text-xs">
        <label htmlFor="rank-tags" className="text-muted-foreground">
          {t("rank.tagsLabel")}
        </label>
        <Input
          id="rank-tags"
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          placeholder={t("rank.tagsPlaceholder")}
        />
      </div>
      <FormError message={add.error?.message ?? null} />
      <Button type="submit" className="justify-self-start" disabled={add.isPending || !text.trim()}>
        {t("rank.track")}
      </Button>
    </form>
  );
}
