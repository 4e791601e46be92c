import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { networkRetry } from "../api/network-retry";
import { sitesApi } from "../api/sites-api";

/** Starts a fresh analysis of a site whose last one failed. */
export function RetryAnalysisButton({ site }: { site: { id: string; name: string } }) {
  const { t } = useTranslation("sites");
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => sitesApi.analyze(site.id, true),
    ...networkRetry,
    onSuccess: () => {
      toast.info(t("analysis.started", { name: site.name }));
      void queryClient.invalidateQueries({ queryKey: ["sites"] });
      void queryClient.invalidateQueries({ queryKey: ["site", site.id] });
    },
    onError: (error) => toast.error(t("analysis.requestFailed"), { description: error.message }),
  });
  return (
    <Button
      size="sm"
      variant="outline"
      className="justify-self-start"
      disabled={retry.isPending}
      onClick={() => retry.mutate()}
      data-testid="retry-analysis"
    >
      <RefreshCw className={retry.isPending ? "animate-spin" : undefined} aria-hidden="true" />
      {t("failure.retry")}
    </Button>
  );
}
