import type { SiteDetail } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { pagesQuery } from "@/features/sites/api/sites-api";
import { AddPageForm } from "./add-page-form";
import { HeaderRow } from "./header-row";
import { PageCardList, PageScore, PageStatus } from "./page-card-list";
import { PageReportDialog } from "./page-report-dialog";

export function PagesTab({ site }: { site: SiteDetail }) {
  const { t } = useTranslation("sites");
  const pages = useQuery(pagesQuery(site.id));
  const list = pages.data ?? [];
  const inSitemap = list.filter((page) => page.inSitemap).length;
  return (
    <div className="grid grid-cols-1 gap-4">
      <AddPageForm siteId={site.id} existingPaths={list.map((page) => page.url)} />
      {pages.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {pages.data && (
        <p className="text-muted-foreground text-sm">
          {t("pages.summary", { count: list.length, inSitemap })}
        </p>
      )}
      <PageCardList pages={list} audits={site.analysisData?.audits ?? []} />
      <Card className="hidden p-0 md:flex">
        <CardContent className="relative overflow-x-auto p-0">
          <table className="w-full min-w-[44rem] text-left text-sm" data-testid="pages-table">
            <HeaderRow
              className="bg-muted/60"
              cellClassName="px-3 py-2"
              labels={[
                t("pages.url"),
                t("pages.status"),
                t("pages.sitemap"),
                t("pages.title"),
                t("pages.metaDescription"),
                t("pages.score"),
                <span key="report" className="sr-only">
                  {t("pages.report")}
                </span>,
              ]}
            />
            <tbody>
              {list.map((page) => (
                <tr key={page.id} className="border-t align-top" data-testid="page-row">
                  <td className="max-w-[12rem] truncate px-3 py-2 font-mono text-xs" title={page.url}>
                    {page.url}
                  </td>
                  <td className="px-3 py-2">
                    <PageStatus page={page} />
                  </td>
                  <td className="px-3 py-2">{page.inSitemap ? t("pages.yes") : t("pages.no")}</td>
                  <td className="max-w-[14rem] truncate px-3 py-2" title={page.title ?? ""}>
                    {page.title ?? "–"}
                  </td>
                  <td
                    className="max-w-[16rem] truncate px-3 py-2 text-muted-foreground"
                    title={page.metaDescription ?? ""}
                  >
                    {page.metaDescription ?? "–"}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <PageScore page={page} />
                  </td>
                  <td className="px-3 py-2">
                    <PageReportDialog page={page} audits={site.analysisData?.audits ?? []} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
