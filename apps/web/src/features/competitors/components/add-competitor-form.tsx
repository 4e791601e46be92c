import { checkSiteUrl, SITE_URL_ERROR_MESSAGES } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { useLanguage } from "@/lib/use-language";
import { competitorsApi } from "../api/competitors-api";

/** Spec §5 Competitor: name and URL, the URL checked with the shared site URL rules before it is sent. */
export function AddCompetitorForm({ siteId, disabled }: { siteId: string; disabled: boolean }) {
  const { t } = useTranslation("competitors");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const nameId = useId();
  const urlId = useId();
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => competitorsApi.add(siteId, { name: name.trim(), url: url.trim() }),
    onSuccess: (competitor) => {
      setName("");
      setUrl("");
      toast.success(t("added", { name: competitor.name }));
      void queryClient.invalidateQueries({ queryKey: ["competitors", siteId] });
    },
    onError: (failure) => setError(failure.message),
  });
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim() || !url.trim()) return setError(t("nameAndUrl"));
        const checked = checkSiteUrl(url);
        if (!checked.ok) return setError(SITE_URL_ERROR_MESSAGES[checked.error][language]);
        setError(null);
        add.mutate();
      }}
    >
      <label className="grid gap-1 text-sm" htmlFor={nameId}>
        <span className="font-medium">{t("name")}</span>
        <Input id={nameId} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="grid gap-1 text-sm" htmlFor={urlId}>
        <span className="font-medium">{t("url")}</span>
        <Input
          id={urlId}
          value={url}
          placeholder="rakip.com"
          onChange={(event) => setUrl(event.target.value)}
        />
      </label>
      <Button type="submit" disabled={disabled || add.isPending}>
        {t("add")}
      </Button>
      <div className="sm:col-span-3">
        <FormError message={error} />
      </div>
    </form>
  );
}
