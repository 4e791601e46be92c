import type { TrackedKeyword } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { rankCheckerApi } from "../api/rank-checker-api";

/** Edits a tracked keyword's tags and its movement alert threshold (empty: only top-10 entries and exits). */
export function KeywordSettingsForm({ keyword }: { keyword: TrackedKeyword }) {
  const { t } = useTranslation("search");
  const queryClient = useQueryClient();
  const [tags, setTags] = useState(keyword.tags.join(", "));
  const [threshold, setThreshold] = useState(
    keyword.alertThreshold === null ? "" : String(keyword.alertThreshold),
  );
  const save = useMutation({
    mutationFn: () =>
      rankCheckerApi.update(keyword.id, {
        tags: [
          ...new Set(
            tags
              .split(",")
              .map((tag) => tag.trim())
              .filter(Boolean),
          ),
        ],
        alertThreshold: threshold === "" ? null : Number(threshold),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["rank-tracker", "keywords"] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const tagsId = `tags-${keyword.id}`;
  const thresholdId = `threshold-${keyword.id}`;
  return (
    <form onSubmit={submit} className="mt-3 grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <div className="grid gap-1 text-sm">
        <label htmlFor={tagsId} className="font-medium">
          {t("rank.tagsLabel")}
        </label>
        <Input id={tagsId} value={tags} maxLength={400} onChange={(event) => setTags(event.target.value)} />
      </div>
      <div className="grid gap-1 text-sm">
        <label htmlFor={thresholdId} className="font-medium">
          {t("rank.settings.threshold")}
        </label>
        <Input
          id={thresholdId}
          type="number"
          min={1}
          max={100}
          inputMode="numeric"
          value={threshold}
          placeholder={t("rank.settings.thresholdPlaceholder")}
          onChange={(event) => setThreshold(event.target.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t("rank.settings.save")}
      </Button>
      <p className="text-muted-foreground text-xs sm:col-span-3" role="status">
        {save.isError
          ? save.error.message
          : save.isSuccess
            ? t("rank.settings.saved")
            : t("rank.settings.hint")}
      </p>
    </form>
  );
}
