import type { DistributionOutcome } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { distributionApi, distributionOutcomesQuery } from "@/features/distribution/api/distribution-api";
import { channelName } from "@/features/distribution/components/channel-names";
import { RetryNote } from "@/features/distribution/components/retry-note";

const TONE: Record<DistributionOutcome["status"], string> = {
  sent: "border-emerald-500/40 text-emerald-700 dark:text-emerald-300",
  failed: "border-destructive/50 text-destructive",
  pending: "text-muted-foreground",
  sending: "text-muted-foreground",
  cancelled: "text-muted-foreground",
};

/** One content item's channel outcomes (spec §4, §8): sent with its link, or failed with the vendor's word, and a retry. */
export function DistributionOutcomes({ contentId }: { contentId: string }) {
  const { t, i18n } = useTranslation("distribution");
  const queryClient = useQueryClient();
  const outcomes = useQuery(distributionOutcomesQuery(contentId));
  const retry = useMutation({
    mutationFn: () => distributionApi.retry(contentId),
    onSuccess: () => {
      toast.success(t("outcomes.retrying"));
      void queryClient.invalidateQueries({ queryKey: distributionOutcomesQuery(contentId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  if (outcomes.isPending) return <Spinner label={t("loading")} />;
  if (outcomes.error) return <FormError message={outcomes.error.message} />;
  const rows = outcomes.data.outcomes;
  if (rows.length === 0) return <p className="text-muted-foreground text-sm">{t("outcomes.none")}</p>;
  const time = new Intl.DateTimeFormat(i18n.language === "tr" ? "tr-TR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <div className="grid gap-3 text-sm">
      <ul className="grid gap-2" aria-label={t("outcomes.title")}>
        {rows.map((row) => (
          <li key={row.id} className="grid gap-1 rounded-md border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{channelName(row.kind, t)}</span>
              {row.connectionLabel && (
                <span className="wrap-anywhere text-muted-foreground">{row.connectionLabel}</span>
              )}
              <Badge
                variant="outline"
                className={`ml-auto ${row.retry ? "text-amber-800 dark:text-amber-300" : TONE[row.status]}`}
              >
                {row.retry
                  ? t("retry.label", { attempt: row.retry.attempt, of: row.retry.of })
                  : t(`status.${row.status}`)}
              </Badge>
            </div>
            {row.status === "sent" && row.sentAt && (
              <p className="text-muted-foreground text-xs">
                {t("outcomes.sentAt", { time: time.format(new Date(row.sentAt)) })}
              </p>
            )}
            {row.remoteUrl && (
              <a
                href={row.remoteUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-w-0 items-center gap-1 text-primary text-xs underline"
              >
                <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
                <span className="wrap-anywhere">{row.remoteUrl}</span>
              </a>
            )}
            {row.retry ? (
              <RetryNote retry={row.retry} />
            ) : (
              row.error && <p className="wrap-anywhere text-destructive text-xs">{row.error}</p>
            )}
            {row.note === "images_not_attached" && (
              <p className="text-amber-700 text-xs dark:text-amber-300">{t("outcomes.imagesNotAttached")}</p>
            )}
          </li>
        ))}
      </ul>
      {rows.some((row) => row.status === "failed") && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={retry.isPending}
          onClick={() => retry.mutate()}
        >
          <RotateCw aria-hidden="true" />
          {t("outcomes.retry")}
        </Button>
      )}
    </div>
  );
}
