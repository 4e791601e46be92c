import type { SiteDetail } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { pagesQuery } from "@/features/sites/api/sites-api";
import { AddPageForm } from "./add-page-form";
import { HeaderRow } from "./header-row";
import { PageCardList, PageScore } from "./page-card-list";
import { PageReportDialog } from "./page-report-dialog";
import { PageStatus } from "./page-status";
import { SuggestedMeta } from "./suggested-meta";

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
      <PageCardList pages={list} scan={site.analysisData} />
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
                  <td className="max-w-[14rem] px-3 py-2">
                    <PageStatus page={page} scan={site.analysisData} />
                  </td>
                  <td className="px-3 py-2">{page.inSitemap ? t("pages.yes") : t("pages.no")}</td>
                  <td className="max-w-[14rem] px-3 py-2">
                    <span className="block truncate" title={page.title ?? ""}>
                      {page.title ?? "–"}
                    </span>
                    <SuggestedMeta current={page.title} suggested={page.suggestedMetaTitle} />
                  </td>
                  <td className="max-w-[16rem] px-3 py-2 text-muted-foreground">
                    <span className="block truncate" title={page.metaDescription ?? ""}>
                      {page.metaDescription ?? "–"}
                    </span>
                    <SuggestedMeta current={page.metaDescription} suggested={page.suggestedMetaDescription} />
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
