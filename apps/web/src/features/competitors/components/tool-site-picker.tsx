import type { Site } from "@sitelens/shared";
import { useTranslation } from "react-i18next";

/** The site a tool works on; "default" in the URL means the first of the user's sites. */
export function ToolSitePicker({
  sites,
  selected,
  onSelect,
}: {
  sites: Site[];
  selected: string;
  onSelect: (siteId: string) => void;
}) {
  const { t } = useTranslation("competitors");
  return (
    <label className="grid grid-cols-1 gap-1 text-sm sm:max-w-xs">
      <span className="font-medium">{t("sitePicker")}</span>
      <select
        className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm dark:bg-input/20"
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
      >
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
    </label>
  );
}
