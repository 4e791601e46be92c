import type { AnalysisProgress, Site, SiteDetail } from "@sitelens/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { useLiveEvent } from "@/lib/use-live-event";
import { nextPollStep, POLL_INTERVAL_MS, type PollState } from "./analysis-poll";
import { showAnalysisToast } from "./analysis-toast";
import { siteQuery, sitesQuery } from "./sites-api";

/**
 * The client side of spec §4 Site analysis, mounted once in the app layout: live progress into the
 * cached sites, a toast with the new score or naming the failed site, and the 5 s × 6 poll fallback
 * while live events are silent. Silence is what counts, not total time: every event and every
 * re-read showing new progress (the worker heartbeats every 10 s) starts the count again. Giving
 * up asks the server to mark the site as timed out, which it does only if the worker is silent too.
 */
export function useLiveAnalysis() {
  const { t } = useTranslation("sites");
  const queryClient = useQueryClient();
  const sites = useQuery(sitesQuery());
  const poll = useRef<PollState>({ polls: 0, lastNewsAt: Date.now() });
  const siteName = (id: string) =>
    queryClient.getQueryData<Site[]>(sitesQuery().queryKey)?.find((site) => site.id === id)?.name ?? "";

  useLiveEvent(["site.progress", "site.updated"], (event) => {
    poll.current = { polls: 0, lastNewsAt: Date.now() };
    const id = typeof event.data.id === "string" ? event.data.id : null;
    if (!id) return;
    if (event.type === "site.progress") {
      const progress = event.data as unknown as AnalysisProgress;
      const withProgress = <T extends Site>(site: T): T =>
        site.id === id ? { ...site, status: "analyzing", progress } : site;
      queryClient.setQueryData<Site[]>(sitesQuery().queryKey, (list) => list?.map(withProgress));
      queryClient.setQueryData<SiteDetail>(siteQuery(id).queryKey, (site) =>
        site ? withProgress(site) : site,
      );
      return;
    }
    if (event.data.status === "completed" && typeof event.data.overallScore === "number")
      showAnalysisToast(
        id,
        t("analysis.completed", { name: siteName(id), score: Math.round(event.data.overallScore) }),
      );
    if (event.data.status === "error") toast.error(t("analysis.failed", { name: siteName(id) }));
  });

  const analyzing = (sites.data ?? []).filter((site) => site.status === "analyzing");
  const watching = analyzing.map((site) => site.id).join(",");
  const progressSeen = JSON.stringify(analyzing.map((site) => site.progress));
  // A re-read that shows the crawl moving on is news as well.
  useEffect(() => {
    if (progressSeen) poll.current = { polls: 0, lastNewsAt: Date.now() };
  }, [progressSeen]);
  useEffect(() => {
    if (!watching) return;
    poll.current = { polls: 0, lastNewsAt: Date.now() };
    const timer = setInterval(() => {
      const step = nextPollStep(poll.current, Date.now());
      if (step === "poll") {
        poll.current.polls += 1;
        void queryClient.invalidateQueries({ queryKey: ["sites"] });
        void queryClient.invalidateQueries({ queryKey: ["site"] });
      } else if (step === "give-up") {
        poll.current = { polls: 0, lastNewsAt: Date.now() };
        void Promise.all(
          watching
            .split(",")
            .map((id) => api.post<Site>(`/api/sites/${encodeURIComponent(id)}/analysis-timeout`, {})),
        )
          .then((answers) => {
            if (answers.some((site) => site.status === "error")) toast.error(t("analysis.tooLong"));
            void queryClient.invalidateQueries({ queryKey: ["sites"] });
          })
          // A failed request is one more silent poll; the next give-up asks again.
          .catch(() => undefined);
      }
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [watching, queryClient, t]);
}
