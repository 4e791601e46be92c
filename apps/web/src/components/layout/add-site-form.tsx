import { Plus } from "lucide-react";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { readFormText } from "@/lib/read-form-text";

export function AddSiteForm() {
  const { t } = useTranslation("layout");
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = readFormText(event.currentTarget, "url");
    if (url) navigate(paths.app.sites({ add: url }));
  };

  return (
    <form onSubmit={onSubmit} className="flex w-full max-w-md items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t("addSite.label")}
      </label>
      <Input
        id={inputId}
        name="url"
        type="text"
        inputMode="url"
        autoComplete="url"
        required
        placeholder={t("addSite.placeholder")}
        className="h-8"
      />
      <Button type="submit" size="sm">
        <Plus aria-hidden="true" />
        {t("addSite.submit")}
      </Button>
    </form>
  );
}
