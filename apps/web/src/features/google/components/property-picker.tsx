import type { GooglePropertyChoices } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { googleApi, googlePropertiesQuery } from "../api/google-api";

const selectClass =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * Chooses the site's Search Console and GA4 properties; the ones matching the site are
 * preselected. Saving fetches the reports right away (the panel polls until they arrive).
 */
export function PropertyPicker({ siteId, onSaved }: { siteId: string; onSaved?: () => void }) {
  const { t } = useTranslation("google");
  const choices = useQuery(googlePropertiesQuery(siteId));
  if (choices.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (choices.error) return <FormError message={choices.error.message} />;
  return <PickerForm siteId={siteId} choices={choices.data} onSaved={onSaved} />;
}

function PickerForm({
  siteId,
  choices,
  onSaved,
}: {
  siteId: string;
  choices: GooglePropertyChoices;
  onSaved?: () => void;
}) {
  const { t } = useTranslation("google");
  const queryClient = useQueryClient();
  const scId = useId();
  const gaId = useId();
  const [searchConsole, setSearchConsole] = useState(
    choices.selected.searchConsoleSiteUrl ?? choices.suggestedSearchConsole ?? "",
  );
  const [ga4, setGa4] = useState(choices.selected.ga4Property ?? choices.suggestedAnalytics ?? "");
  const save = useMutation({
    mutationFn: () =>
      googleApi.saveProperties(siteId, {
        searchConsoleSiteUrl: searchConsole || null,
        ga4Property: ga4 || null,
        ga4PropertyName: choices.analytics.find((item) => item.property === ga4)?.displayName ?? null,
      }),
    onSuccess: async () => {
      toast.success(t("picker.saved"));
      await queryClient.invalidateQueries({ queryKey: ["google"] });
      onSaved?.();
    },
  });
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      data-testid="google-property-picker"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid min-w-0 gap-1">
        <label htmlFor={scId} className="font-medium text-xs">
          {t("picker.searchConsole")}
        </label>
        <select
          id={scId}
          className={selectClass}
          value={searchConsole}
          onChange={(e) => setSearchConsole(e.target.value)}
        >
          <option value="">{t("picker.none")}</option>
          {choices.searchConsole.map((item) => (
            <option key={item.siteUrl} value={item.siteUrl}>
              {item.siteUrl} · {t(item.kind === "domain" ? "picker.domain" : "picker.urlPrefix")}
              {item.siteUrl === choices.suggestedSearchConsole ? ` · ${t("picker.suggested")}` : ""}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={gaId} className="font-medium text-xs">
          {t("picker.ga4")}
        </label>
        <select id={gaId} className={selectClass} value={ga4} onChange={(e) => setGa4(e.target.value)}>
          <option value="">{t("picker.none")}</option>
          {choices.analytics.map((item) => (
            <option key={item.property} value={item.property}>
              {item.displayName} ({item.account})
              {item.property === choices.suggestedAnalytics ? ` · ${t("picker.suggested")}` : ""}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t("picker.save")}
      </Button>
      {choices.searchConsole.length === 0 && choices.analytics.length === 0 && (
        <p className="text-muted-foreground text-xs sm:col-span-3">{t("picker.empty")}</p>
      )}
      <div className="sm:col-span-3">
        <FormError message={save.error?.message ?? null} />
      </div>
    </form>
  );
}
