import type { SiteDetail } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, FileDown, RefreshCw, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { networkRetry } from "@/features/sites/api/network-retry";
import { sitesApi } from "@/features/sites/api/sites-api";
import { DeleteSiteDialog } from "@/features/sites/components/delete-site-dialog";
import { SiteFavicon } from "@/features/sites/components/site-favicon";
import { SiteStatus } from "@/features/sites/components/site-status";
import { downloadFile } from "@/lib/download-file";
import { useLanguage } from "@/lib/use-language";

export function SiteHeader({ site }: { site: SiteDetail }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const analyze = useMutation({
    mutationFn: () => sitesApi.analyze(site.id, true),
    ...networkRetry,
    onSuccess: (result) => {
      if (result.cached && result.analysis)
        toast.success(t("analysis.cached", { score: Math.round(result.analysis.overallScore) }));
      else toast.info(t("analysis.started", { name: site.name }));
      void queryClient.invalidateQueries({ queryKey: ["sites"] });
      void queryClient.invalidateQueries({ queryKey: ["site", site.id] });
    },
    onError: (error) => toast.error(t("analysis.requestFailed"), { description: error.message }),
  });
  const analyzing = site.status === "analyzing";
  return (
    <div className="grid gap-4 sm:flex sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <SiteFavicon url={site.url} className="mt-1.5 size-6" />
        <div className="grid min-w-0 gap-1">
          <h1 className="truncate font-semibold text-2xl tracking-tight">{site.name}</h1>
          <a
            href={site.url}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1 truncate text-muted-foreground text-sm hover:underline"
          >
            {site.url}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          </a>
          <SiteStatus site={site} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={analyzing || analyze.isPending} onClick={() => analyze.mutate()}>
          <RefreshCw className={analyzing ? "animate-spin" : undefined} aria-hidden="true" />
          {t("detail.reanalyze")}
        </Button>
        {site.analysisData && (
          <Button asChild variant="outline" size="sm">
            <a
              href={sitesApi.reportUrl(site.id, language)}
              download
              data-testid="pdf-download"
              onClick={(event) => {
                // Fetched by script so a refusal (the plan's PDF quota) shows the server's message instead of
                // saving the error as a file.
                event.preventDefault();
                downloadFile(sitesApi.reportUrl(site.id, language)).catch((error: Error) =>
                  toast.error(t("detail.pdfFailed"), { description: error.message }),
                );
              }}
            >
              <FileDown aria-hidden="true" />
              {t("detail.pdf")}
            </a>
          </Button>
        )}
        <DeleteSiteDialog
          site={site}
          onDeleted={() => navigate(paths.app.sites())}
          trigger={
            <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-destructive">
              <Trash2 aria-hidden="true" />
              {t("delete.short")}
            </Button>
          }
        />
      </div>
    </div>
  );
}
