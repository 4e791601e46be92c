import type { CompetitorSuggestion } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/features/auth/components/form-error";
import { competitorsApi } from "../api/competitors-api";

/** Suggestions from ranking data and a checked AI answer, each labelled with its source. */
export function CompetitorDiscovery({ siteId, slotsLeft }: { siteId: string; slotsLeft: boolean }) {
  const { t } = useTranslation("competitors");
  const queryClient = useQueryClient();
  const discover = useMutation({ mutationFn: () => competitorsApi.discover(siteId) });
  const add = useMutation({
    mutationFn: (suggestion: CompetitorSuggestion) =>
      competitorsApi.add(siteId, { name: suggestion.name, url: suggestion.url, source: suggestion.source }),
    onSuccess: (competitor) => {
      toast.success(t("added", { name: competitor.name }));
      void queryClient.invalidateQueries({ queryKey: ["competitors", siteId] });
      discover.reset();
    },
    onError: (error) => toast.error(error.message),
  });
  const result = discover.data;
  const nothingConfigured =
    result && result.sources.ai === "unavailable" && result.sources.dataforseo === "unavailable";
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => discover.mutate()} disabled={discover.isPending}>
          {discover.isPending ? t("discovering") : t("discover")}
        </Button>
        <p className="text-muted-foreground text-sm">{t("discoverHint")}</p>
      </div>
      <FormError message={discover.error?.message ?? null} />
      {result && (
        <p className="text-muted-foreground text-sm">
          {t("sourceState.ai", { state: t(`state.${result.sources.ai}`) })} ·{" "}
          {t("sourceState.dataforseo", { state: t(`state.${result.sources.dataforseo}`) })}
          {result.rejected > 0 && ` · ${t("rejected", { count: result.rejected })}`}
        </p>
      )}
      {nothingConfigured && <p className="text-sm">{t("noSources")}</p>}
      {result && result.suggestions.length === 0 && !nothingConfigured && (
        <p className="text-sm">{t("noSuggestions")}</p>
      )}
      {result && result.suggestions.length > 0 && (
        <ul className="grid gap-2">
          {result.suggestions.map((suggestion) => (
            <li
              key={suggestion.domain}
              className="flex flex-wrap items-center gap-2 rounded-md border p-3 text-sm"
            >
              <span className="min-w-0 flex-1 break-words">
                <span className="font-medium">{suggestion.name}</span>{" "}
                <span className="text-muted-foreground">{suggestion.domain}</span>
                {suggestion.reason && (
                  <span className="block text-muted-foreground">{suggestion.reason}</span>
                )}
                {suggestion.sharedKeywords !== null && (
                  <span className="block text-muted-foreground">
                    {t("shared", {
                      count: suggestion.sharedKeywords,
                      position: suggestion.avgPosition ?? "–",
                    })}
                  </span>
                )}
              </span>
              <Badge variant="secondary">{t(`source.${suggestion.source}`)}</Badge>
              <Button size="sm" disabled={!slotsLeft || add.isPending} onClick={() => add.mutate(suggestion)}>
                {t("add")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
