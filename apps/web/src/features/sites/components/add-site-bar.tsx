import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/utils";
import { useAddSite } from "../api/use-add-site";

/** The add-site URL box of the dashboard and the top bar (spec §2, rules of spec §5). */
export function AddSiteBar({
  compact = false,
  onAdded,
}: {
  compact?: boolean;
  onAdded?: (siteId: string) => void;
}) {
  const { t } = useTranslation("sites");
  const inputId = useId();
  const messageId = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { block, check, add, limits } = useAddSite((siteId) => {
    setValue("");
    onAdded?.(siteId);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(value);
    if (!checked) return;
    if (!checked.ok) {
      // The top bar has no room under the box, so its message arrives as a toast.
      if (compact) toast.error(checked.message);
      else setError(checked.message);
      return;
    }
    setError(null);
    add.mutate(checked.url);
  };

  const hint =
    error ?? block?.message ?? (!compact && limits && !limits.canAddSite ? t("add.atLimit") : null);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={cn("grid w-full gap-1.5", compact ? "max-w-md" : "max-w-2xl")}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t("add.label")}
        </label>
        <Input
          id={inputId}
          name="url"
          type="text"
          inputMode="url"
          autoComplete="url"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          placeholder={t("add.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint ? messageId : undefined}
          className={compact ? "h-8" : "h-10"}
        />
        <Button type="submit" size={compact ? "sm" : "default"} disabled={Boolean(block) || add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? t("add.adding") : t("add.submit")}
        </Button>
      </div>
      {hint && (
        <p
          id={messageId}
          role={error ? "alert" : undefined}
          className={cn(
            "text-xs",
            error || block?.kind === "limits-error" ? "text-destructive" : "text-muted-foreground",
            compact && "sr-only",
          )}
        >
          {hint}
        </p>
      )}
    </form>
  );
}
