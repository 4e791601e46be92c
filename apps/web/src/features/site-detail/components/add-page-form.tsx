import { checkPageUrl, PAGE_URL_ERROR_MESSAGES } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { pagesQuery, sitesApi } from "@/features/sites/api/sites-api";
import { useLanguage } from "@/lib/use-language";

/** Spec §5 New page URL: starts with '/' and is unique; the new page is analysed on its own. */
export function AddPageForm({ siteId, existingPaths }: { siteId: string; existingPaths: readonly string[] }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (path: string) => sitesApi.addPage(siteId, path),
    onSuccess: () => {
      setValue("");
      toast.success(t("pages.added"));
      void queryClient.invalidateQueries({ queryKey: pagesQuery(siteId).queryKey });
    },
    onError: (failure) => setError(failure.message),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPageUrl(value, existingPaths);
    if (!checked.ok) {
      setError(PAGE_URL_ERROR_MESSAGES[checked.error][language]);
      return;
    }
    setError(null);
    add.mutate(checked.path);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-1.5">
      <label htmlFor={inputId} className="font-medium text-sm">
        {t("pages.addLabel")}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={value}
          placeholder="/about"
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className="max-w-sm"
        />
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {t("pages.add")}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-destructive text-xs">
          {error}
        </p>
      )}
    </form>
  );
}
