import type { Site } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { pagesQuery, sitesQuery } from "@/features/sites/api/sites-api";
import { NativeSelect } from "./native-select";

export interface SitePageValue {
  siteId: string;
  /** A path of the site, or "" for the home page. */
  pageUrl: string;
}

/** Spec §5: a site is required; the page is one from the latest analysis, a typed path/URL, or the home page. */
export function SitePagePicker({
  value,
  onChange,
  showPage = true,
}: {
  value: SitePageValue;
  onChange: (value: SitePageValue) => void;
  showPage?: boolean;
}) {
  const { t } = useTranslation("page-tools");
  const id = useId();
  const sites = useQuery(sitesQuery());
  const pages = useQuery({ ...pagesQuery(value.siteId), enabled: Boolean(value.siteId) });
  // A user with one site has nothing to choose: it is chosen for them, as the other tools do.
  const only = sites.data?.length === 1 ? sites.data[0]!.id : null;
  useEffect(() => {
    if (only && !value.siteId) onChange({ siteId: only, pageUrl: value.pageUrl });
  }, [only, value.siteId, value.pageUrl, onChange]);
  if (sites.data?.length === 0)
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-4 text-sm">
        <p>{t("picker.noSites")}</p>
        <Button asChild size="sm">
          <Link to={paths.app.sites()}>{t("picker.addSite")}</Link>
        </Button>
      </div>
    );
  const analysed = (pages.data ?? []).filter((page) => page.url !== "/" && page.status !== "error");
  const inList = analysed.some((page) => page.url === value.pageUrl);
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
      <div className="grid content-start gap-1.5 text-sm">
        <label className="font-medium" htmlFor={`${id}-site`}>
          {t("picker.site")}
        </label>
        <NativeSelect
          id={`${id}-site`}
          value={value.siteId}
          onChange={(event) => onChange({ siteId: event.target.value, pageUrl: "" })}
        >
          <option value="">{t("picker.selectSite")}</option>
          {(sites.data ?? []).map((site: Site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {showPage && (
        <>
          <div className="grid content-start gap-1.5 text-sm">
            <label className="font-medium" htmlFor={`${id}-page`}>
              {t("picker.page")}
            </label>
            <NativeSelect
              id={`${id}-page`}
              value={inList ? value.pageUrl : ""}
              disabled={!value.siteId}
              onChange={(event) => onChange({ ...value, pageUrl: event.target.value })}
            >
              <option value="">{t("picker.homePage")}</option>
              {analysed.length > 0 && (
                <optgroup label={t("picker.analysedPages")}>
                  {analysed.map((page) => (
                    <option key={page.id} value={page.url}>
                      {page.url}
                    </option>
                  ))}
                </optgroup>
              )}
            </NativeSelect>
          </div>
          <label className="grid gap-1.5 text-sm" htmlFor={`${id}-url`}>
            <span className="font-medium">{t("picker.customUrl")}</span>
            <Input
              id={`${id}-url`}
              value={inList ? "" : value.pageUrl}
              disabled={!value.siteId}
              placeholder={t("picker.customUrlPlaceholder")}
              onChange={(event) => onChange({ ...value, pageUrl: event.target.value })}
            />
          </label>
        </>
      )}
    </div>
  );
}
