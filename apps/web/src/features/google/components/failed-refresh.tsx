import type { PanelAttempt } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { googleApi } from "../api/google-api";

/** A refresh that failed: when, when Google is asked again, and a button to ask now. */
export function FailedRefresh({ siteId, lastAttempt }: { siteId: string; lastAttempt: PanelAttempt | null }) {
  const { t, i18n } = useTranslation("google");
  const queryClient = useQueryClient();
  const time = new Intl.DateTimeFormat(i18n.language === "tr" ? "tr-TR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const retry = useMutation({
    mutationFn: () => googleApi.refresh(siteId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["google"] }),
    onError: (error) => toast.error(error.message),
  });
  const at = (value: string) => time.format(new Date(value));
  return (
    <CardContent className="grid gap-2 px-4">
      <p role="status" className="rounded-md bg-amber-500/10 p-3 text-amber-900 text-sm dark:text-amber-200">
        {t("problem.failed", { time: lastAttempt ? at(lastAttempt.attemptedAt) : "" })}{" "}
        {lastAttempt?.nextAttemptAt
          ? t("problem.nextTry", { time: at(lastAttempt.nextAttemptAt) })
          : t("problem.dailyTry")}
      </p>
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={retry.isPending}
        onClick={() => retry.mutate()}
      >
        <RotateCw aria-hidden="true" />
        {t("problem.retry")}
      </Button>
    </CardContent>
  );
}
