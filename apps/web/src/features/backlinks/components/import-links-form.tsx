import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { backlinksApi } from "../api/backlinks-api";

/** Pasted URLs or a Search Console "Top linking pages" CSV (typed, pasted or read from a file). */
export function ImportLinksForm({ siteId }: { siteId: string }) {
  const { t } = useTranslation("backlinks");
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const importLinks = useMutation({
    mutationFn: () => backlinksApi.importLinks(siteId, text),
    onSuccess: (result) => {
      setText("");
      toast.success(t("imported", result));
      void queryClient.invalidateQueries({ queryKey: ["backlinks", siteId] });
    },
  });
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) importLinks.mutate();
      }}
    >
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t("importLabel")}</span>
        <textarea
          className="min-h-28 rounded-md border border-input bg-transparent px-3 py-2 text-sm dark:bg-input/20"
          value={text}
          placeholder={"https://blog.example.com/yazi\nhttps://forum.example.org/konu"}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {/* The native file button would speak the browser's language, not the page's. */}
        <label className="inline-flex h-9 cursor-pointer items-center rounded-md border px-4 text-sm hover:bg-accent focus-within:ring-[3px] focus-within:ring-ring/50">
          {t("csvFile")}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) setText(await file.text());
            }}
          />
        </label>
        <Button type="submit" disabled={!text.trim() || importLinks.isPending}>
          {t("import")}
        </Button>
      </div>
      <FormError message={importLinks.error?.message ?? null} />
    </form>
  );
}
