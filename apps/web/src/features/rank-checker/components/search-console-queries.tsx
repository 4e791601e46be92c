import type { SearchConsoleQuery } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { rankCheckerApi } from "../api/rank-checker-api";
import { ConsolePosition } from "./console-position";

/**
 * The free ranking source: queries the site appears for in Google with Search Console's average
 * position (28 days), labelled as an average; each can be tracked for real rank checks.
 */
export function SearchConsoleQueries({ siteId, queries }: { siteId: string; queries: SearchConsoleQuery[] }) {
  const { t, i18n } = useTranslation("search");
  const queryClient = useQueryClient();
  const track = useMutation({
    mutationFn: (keyword: string) => rankCheckerApi.add({ siteId, keywords: [keyword] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["rank-tracker"] }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("rank.console.title")}</CardTitle>
        <CardDescription>{t("rank.console.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {queries.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            {t("rank.console.none")}{" "}
            <Link className="underline" to={`${paths.app.site(siteId)}?tab=searchConsole`}>
              {t("rank.console.connect")}
            </Link>
          </p>
        ) : (
          <ul className="grid divide-y text-sm">
            {queries.map((row) => (
              <li key={row.query} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                <span className="min-w-0 break-words font-medium">{row.query}</span>
                <span className="flex items-center gap-3">
                  <ConsolePosition row={row} />
                  <span className="text-muted-foreground text-xs">
                    {t("rank.console.impressions", {
                      count: row.impressions,
                      formatted: row.impressions.toLocaleString(i18n.language),
                    })}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={track.isPending}
                    onClick={() => track.mutate(row.query)}
                  >
                    {t("rank.track")}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {track.isError && <p className="text-destructive text-sm">{track.error.message}</p>}
      </CardContent>
    </Card>
  );
}
