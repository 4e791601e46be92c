import { pageUnscoredReason, type ScanResult, type SitePage } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/lib/use-language";

function pathOf(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url;
}

/**
 * A page's HTTP status, or — for a page that was not fetched or answered 4xx/5xx and so has no score —
 * why, in words, and which crawled pages link to it.
 */
export function PageStatus({ page, scan }: { page: SitePage; scan: ScanResult | null }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const reason = pageUnscoredReason({ status: page.httpStatus ?? 0, error: page.errorReason });
  if (page.status === "completed" && reason === null)
    return <span className="tabular-nums">{page.httpStatus ?? "–"}</span>;
  if (reason === null) return <span className="text-muted-foreground">{t(`status.${page.status}`)}</span>;
  const linkedFrom =
    scan?.pages.find((entry) => pathOf(entry.url) === page.url || pathOf(entry.finalUrl) === page.url)
      ?.linkedFrom ?? [];
  return (
    <div className="grid gap-0.5" data-testid="page-unscored">
      <span className="text-destructive">{reason[language]}</span>
      {linkedFrom.length > 0 && (
        <span className="text-muted-foreground text-xs">
          {t("pages.linkedFrom", { pages: linkedFrom.map(pathOf).join(", ") })}
        </span>
      )}
    </div>
  );
}
