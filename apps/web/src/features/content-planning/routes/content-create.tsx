import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { draftQuery, draftsApi } from "@/features/page-tools/api/page-tools-api";
import { NativeSelect } from "@/features/page-tools/components/native-select";
import { ToolPage } from "@/features/page-tools/components/tool-page";
import { sitesQuery } from "@/features/sites/api/sites-api";
import { useLanguage } from "@/lib/use-language";
import { ContentItemEditor } from "../components/content-item-editor";

/** Spec §2 /content-create: choose a site and start an item, or open one (?item=) from the calendar or editor. */
export function ContentCreateRoute() {
  const { t } = useTranslation("content-planning");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const itemId = search.get("item");
  const sites = useQuery(sitesQuery());
  const item = useQuery({ ...draftQuery(itemId ?? ""), enabled: Boolean(itemId) });
  const [siteId, setSiteId] = useState(search.get("site") ?? "");
  const chosen = siteId || sites.data?.[0]?.id || "";
  const start = useMutation({
    mutationFn: () => draftsApi.create(chosen, language),
    onSuccess: (created) => {
      queryClient.setQueryData(["content-draft", created.id], created);
      void queryClient.invalidateQueries({ queryKey: ["content-drafts", created.siteId] });
      setSearch({ item: created.id });
    },
  });
  const site = sites.data?.find((candidate) => candidate.id === item.data?.siteId);
  return (
    <ToolPage title={t("create.title")} subtitle={t("create.subtitle")}>
      <Link
        to={paths.app.sites({ tab: "content-planning", site: site?.id })}
        className="inline-flex w-fit items-center gap-1.5 text-primary text-sm underline-offset-4 hover:underline"
      >
        <CalendarDays aria-hidden="true" className="size-4" />
        {t("create.toCalendar")}
      </Link>
      {(sites.isPending || (itemId && item.isPending)) && <Spinner label={t("loading", { ns: "common" })} />}
      {!itemId && sites.data?.length === 0 && <p className="text-sm">{t("calendar.noSites")}</p>}
      {!itemId && sites.data && sites.data.length > 0 && (
        <form
          className="grid gap-3 rounded-xl border bg-card p-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) start.mutate();
          }}
        >
          <label htmlFor="planning-site" className="grid max-w-sm gap-1.5 text-sm">
            <span>{t("create.chooseSite")}</span>
            <NativeSelect
              id="planning-site"
              value={chosen}
              onChange={(event) => setSiteId(event.target.value)}
            >
              {sites.data.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.url.replace(/^https?:\/\//, "")}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button type="submit" className="justify-self-start" disabled={start.isPending}>
            {t("create.start")}
          </Button>
          {start.isError && (
            <p role="alert" className="text-destructive text-sm">
              {start.error.message}
            </p>
          )}
        </form>
      )}
      {item.isError && (
        <p role="alert" className="text-destructive text-sm">
          {t("create.loadError")} {item.error.message}
        </p>
      )}
      {item.data && site && <ContentItemEditor key={item.data.id} draft={item.data} site={site} />}
    </ToolPage>
  );
}

export { ContentCreateRoute as Component };
