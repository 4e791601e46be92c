import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { sitesQuery } from "@/features/sites/api/sites-api";

/** The tools' site selector (spec §5: a site is required); picks the first site when none is chosen. */
export function SitePicker({ value, onChange }: { value: string; onChange: (siteId: string) => void }) {
  const { t } = useTranslation("search");
  const sites = useQuery(sitesQuery());
  const first = sites.data?.[0]?.id;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  if (sites.data?.length === 0) return <p className="text-muted-foreground text-sm">{t("noSites")}</p>;
  return (
    // One minmax(0, 1fr) column: an implicit auto column grows to the select's intrinsic width,
    // which is its longest option ("name (host)") and can be wider than a phone.
    <label className="grid grid-cols-1 gap-1 text-sm">
      <span className="font-medium">{t("site")}</span>
      <select
        className="h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm dark:bg-input/20"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {(sites.data ?? []).map((site) => (
          <option key={site.id} value={site.id}>
            {site.name} ({new URL(site.url).hostname})
          </option>
        ))}
      </select>
    </label>
  );
}
