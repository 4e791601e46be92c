import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { rankStatusQuery, trackedKeywordsQuery } from "../api/rank-checker-api";
import { AddKeywordsForm } from "../components/add-keywords-form";
import { SearchConsoleQueries } from "../components/search-console-queries";
import { SitePicker } from "../components/site-picker";
import { TrackedKeywordsTable } from "../components/tracked-keywords-table";

export function RankCheckerRoute() {
  const { t } = useTranslation("search");
  const [search, setSearch] = useSearchParams();
  const siteId = search.get("siteId") ?? "";
  const setSite = useCallback(
    (next: string) =>
      setSearch((current) => ({ ...Object.fromEntries(current), siteId: next }), { replace: true }),
    [setSearch],
  );
  const status = useQuery(rankStatusQuery());
  const keywords = useQuery({ ...trackedKeywordsQuery(siteId), refetchInterval: 10_000 });
  const source = status.data?.provider ?? null;
  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("rank.title")}</h1>
        <p className="text-muted-foreground text-sm">{t("rank.subtitle")}</p>
      </header>
      {status.data && (
        <div
          role="status"
          className={
            source
              ? "rounded-md border p-3 text-sm"
              : "rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
          }
        >
          {source
            ? t("rank.sourceConnected", {
                source: t(`rank.sources.${source}`),
                used: status.data.trackedKeywordsUsed,
                limit: status.data.trackedKeywordsLimit === -1 ? "∞" : status.data.trackedKeywordsLimit,
                frequency: t(`rank.frequency.${status.data.monitoringFrequency}`),
              })
            : t("rank.noSource")}
        </div>
      )}
      <SitePicker value={siteId} onChange={setSite} />
      {siteId && (
        <Card>
          <CardHeader>
            <CardTitle>{t("rank.addTitle")}</CardTitle>
            <CardDescription>{t("rank.addHint")}</CardDescription>
          </CardHeader>
          <CardContent>
            <AddKeywordsForm
              key={siteId}
              siteId={siteId}
              initial={(search.get("keywords") ?? "").split("|").join("\n")}
            />
          </CardContent>
        </Card>
      )}
      {keywords.isPending && siteId && <Spinner label={t("loading", { ns: "common" })} />}
      {keywords.error && (
        <p role="alert" className="text-destructive text-sm">
          {keywords.error.message}
        </p>
      )}
      {keywords.data && keywords.data.keywords.length === 0 && (
        <p className="text-muted-foreground text-sm">{t("rank.empty")}</p>
      )}
      {keywords.data && keywords.data.keywords.length > 0 && (
        <TrackedKeywordsTable keywords={keywords.data.keywords} canCheck={Boolean(source)} />
      )}
      {keywords.data && <SearchConsoleQueries siteId={siteId} queries={keywords.data.searchConsoleQueries} />}
    </section>
  );
}

export { RankCheckerRoute as Component };
