import type { ScanResult, SitePage } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { scoreTone, toneText } from "@/features/sites/components/score-tone";
import { cn } from "@/lib/utils";
import { PageReportDialog } from "./page-report-dialog";
import { PageStatus } from "./page-status";
import { SuggestedMeta } from "./suggested-meta";

export function PageScore({ page, className }: { page: SitePage; className?: string }) {
  return (
    <span className={cn("font-semibold tabular-nums", toneText[scoreTone(page.seoScore)], className)}>
      {page.seoScore === null ? "–" : Math.round(page.seoScore)}
    </span>
  );
}

/** Below 768 px the pages table becomes one card per page, with the score and report in view. */
export function PageCardList({ pages, scan }: { pages: SitePage[]; scan: ScanResult | null }) {
  const { t } = useTranslation("sites");
  return (
    <ul className="grid grid-cols-1 gap-2 md:hidden" data-testid="page-cards">
      {pages.map((page) => (
        <li
          key={page.id}
          className="grid gap-1.5 rounded-lg border bg-card p-3 text-sm"
          data-testid="page-card"
        >
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0 break-all font-mono text-xs">{page.url}</span>
            <PageScore page={page} className="text-lg leading-none" />
          </div>
          <span className="truncate" title={page.title ?? ""}>
            {page.title ?? "–"}
          </span>
          <SuggestedMeta current={page.title} suggested={page.suggestedMetaTitle} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
            <span className="inline-flex items-center gap-1">
              {t("pages.status")}: <PageStatus page={page} scan={scan} />
            </span>
            <span>
              {t("pages.sitemap")}: {page.inSitemap ? t("pages.yes") : t("pages.no")}
            </span>
            <span className="ms-auto">
              <PageReportDialog page={page} audits={scan?.audits ?? []} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
