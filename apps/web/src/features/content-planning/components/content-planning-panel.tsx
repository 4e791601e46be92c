import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { NativeSelect } from "@/features/page-tools/components/native-select";
import { sitesQuery } from "@/features/sites/api/sites-api";
import { ContentCalendar } from "./content-calendar";

/** The dashboard's content planning tab (/app?tab=content-planning): a site picker and its calendar. */
export function ContentPlanningPanel() {
  const { t } = useTranslation("content-planning");
  const [search, setSearch] = useSearchParams();
  const sites = useQuery(sitesQuery());
  if (sites.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (!sites.data?.length) return <p className="text-muted-foreground text-sm">{t("calendar.noSites")}</p>;
  const site = sites.data.find((candidate) => candidate.id === search.get("site")) ?? sites.data[0]!;
  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{t("calendar.title")}</h1>
        <p className="text-muted-foreground text-sm">{t("calendar.subtitle")}</p>
      </div>
      <label htmlFor="planning-site" className="grid max-w-sm gap-1 text-sm">
        <span className="font-medium">{t("calendar.site")}</span>
        <NativeSelect
          id="planning-site"
          value={site.id}
          onChange={(event) =>
            setSearch((current) => {
              current.set("site", event.target.value);
              return current;
            })
          }
        >
          {sites.data.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.url.replace(/^https?:\/\//, "")}
            </option>
          ))}
        </NativeSelect>
      </label>
      <ContentCalendar key={site.id} site={site} />
    </div>
  );
}
