import type { Localized, SiteLimitErrorDetails } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/use-language";
import { checkNewSite } from "../components/check-new-site";
import { networkRetry } from "./network-retry";
import { planLimitsQuery, sitesApi, sitesQuery } from "./sites-api";

export type AddSiteBlock = { kind: "loading" | "limits-error" | "rate-limited"; message: string } | null;

/** The add-site bar's rules and request: spec §5 checks, plan-limit and rate-limit blocks, spec §8 toasts. */
export function useAddSite(onAdded?: (siteId: string) => void) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const limits = useQuery(planLimitsQuery());
  const sites = useQuery(sitesQuery());
  const planTitle = (title: Localized) => title[language];

  const block: AddSiteBlock = limits.isPending
    ? { kind: "loading", message: t("add.checkingLimits") }
    : limits.isError
      ? { kind: "limits-error", message: t("add.limitsUnavailable") }
      : limits.data.analysisRateLimit.limited
        ? {
            kind: "rate-limited",
            message: t("banner.rateLimit", { minutes: limits.data.analysisRateLimit.minutesRemaining }),
          }
        : null;

  const add = useMutation({
    mutationFn: (url: string) => sitesApi.add({ url, language }),
    ...networkRetry,
    onSuccess: (site) => {
      toast.success(t("add.added", { name: site.name }), { description: t("add.analysing") });
      void queryClient.invalidateQueries({ queryKey: ["sites"] });
      void queryClient.invalidateQueries({ queryKey: ["plan-limits"] });
      onAdded?.(site.id);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "site_limit_reached" && error.details) {
        const details = error.details as SiteLimitErrorDetails;
        toast.error(t("limit.title"), {
          description: [
            t("limit.body", {
              plan: planTitle(details.planTitle),
              count: details.currentSiteCount,
              limit: details.siteLimit,
            }),
            details.firstHit && !details.emailFailed ? t("limit.emailSent") : "",
            details.emailFailed ? t("limit.emailFailed") : "",
          ]
            .filter(Boolean)
            .join(" "),
        });
        void queryClient.invalidateQueries({ queryKey: ["notifications"] });
        return;
      }
      toast.error(t("add.failed"), { description: error.message });
    },
  });

  const check = (input: string) =>
    limits.data
      ? checkNewSite(input, {
          siteUrls: (sites.data ?? []).map((site) => site.url),
          limits: limits.data,
          language,
        })
      : null;

  return { block, check, add, limits: limits.data ?? null };
}
