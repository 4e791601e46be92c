import { KEYWORD_INTENTS, type KeywordSuggestion } from "@sitelens/shared";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormError } from "@/features/auth/components/form-error";
import { SitePicker } from "@/features/rank-checker/components/site-picker";
import { downloadCsv } from "@/lib/download-csv";
import { keywordSuggestionsApi } from "../api/keyword-suggestions-api";
import { TrendMark } from "../components/trend-mark";

type SortKey = "keyword" | "intent" | "sitePosition";
const selectClass = "h-9 rounded-md border bg-background px-2 text-sm dark:bg-input/20";

export function KeywordSuggestionsRoute() {
  const { t, i18n } = useTranslation("search");
  const [search, setSearch] = useSearchParams();
  const siteId = search.get("siteId") ?? "";
  const setSite = useCallback(
    (next: string) =>
      setSearch((current) => ({ ...Object.fromEntries(current), siteId: next }), { replace: true }),
    [setSearch],
  );
  const [seed, setSeed] = useState("");
  const [engines, setEngines] = useState<string[]>(["google"]);
  const [intent, setIntent] = useState("");
  const [sort, setSort] = useState<SortKey>("keyword");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const suggest = useMutation({
    mutationFn: keywordSuggestionsApi.suggest,
    onSuccess: () => setSelected(new Set()),
  });
  const language = i18n.language === "en" ? "en" : "tr";
  const rows = useMemo(() => {
    const list = (suggest.data?.suggestions ?? []).filter((row) => !intent || row.intent === intent);
    const compare = (a: KeywordSuggestion, b: KeywordSuggestion) =>
      sort === "sitePosition"
        ? (a.sitePosition ?? 999) - (b.sitePosition ?? 999)
        : String(a[sort]).localeCompare(String(b[sort]), language);
    return [...list].sort(compare);
  }, [suggest.data, intent, sort, language]);
  const chosen = rows.filter((row) => selected.has(row.keyword)).map((row) => row.keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    suggest.mutate({ siteId, seed, language, engines: engines as ("google" | "bing" | "yandex")[] });
  };
  // Without a provider the numbers need one; with one, a keyword it has no data for is unknown.
  const unknown = suggest.data?.keywordDataSource ? t("unknown") : t("keywords.needsProvider");
  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("keywords.title")}</h1>
        <p className="text-muted-foreground text-sm">{t("keywords.subtitle")}</p>
      </header>
      <SitePicker value={siteId} onChange={setSite} />
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1 text-sm">
          <label htmlFor="seed" className="font-medium">
            {t("keywords.seed")}
          </label>
          <Input
            id="seed"
            value={seed}
            onChange={(event) => setSeed(event.target.value)}
            placeholder={t("keywords.seedPlaceholder")}
          />
        </div>
        <Button type="submit" disabled={!siteId || suggest.isPending}>
          {t("keywords.suggest")}
        </Button>
        <fieldset className="flex flex-wrap gap-3 text-sm sm:col-span-2">
          <legend className="sr-only">{t("keywords.engines")}</legend>
          {(["google", "bing", "yandex"] as const).map((engine) => (
            <label key={engine} className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={engines.includes(engine)}
                onChange={() =>
                  setEngines(
                    engines.includes(engine) ? engines.filter((e) => e !== engine) : [...engines, engine],
                  )
                }
              />
              {t(`rank.options.engine.${engine}`)}
            </label>
          ))}
        </fieldset>
      </form>
      <FormError message={suggest.error?.message ?? null} />
      {suggest.data && (
        <div className="grid grid-cols-1 gap-3">
          <p role="status" className="rounded-md border p-3 text-sm">
            {suggest.data.keywordDataSource ? t("keywords.withData") : t("keywords.noData")}
            {suggest.data.failedSources.length > 0 &&
              ` ${t("keywords.failedSources", { sources: suggest.data.failedSources.join(", ") })}`}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <select
              aria-label={t("keywords.filterIntent")}
              className={selectClass}
              value={intent}
              onChange={(event) => setIntent(event.target.value)}
            >
              <option value="">{t("keywords.allIntents")}</option>
              {KEYWORD_INTENTS.map((name) => (
                <option key={name} value={name}>
                  {t(`keywords.intents.${name}`)}
                </option>
              ))}
            </select>
            <select
              aria-label={t("keywords.sort")}
              className={selectClass}
              value={sort}
              onChange={(event) => setSort(event.target.value as SortKey)}
            >
              {(["keyword", "intent", "sitePosition"] as const).map((key) => (
                <option key={key} value={key}>
                  {t(`keywords.sortBy.${key}`)}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                downloadCsv("keyword-suggestions.csv", [
                  [
                    "keyword",
                    "language",
                    "intent",
                    "intent_estimated",
                    "search_volume",
                    "trend",
                    "cpc",
                    "difficulty",
                    "site_position",
                    "sources",
                  ],
                  ...rows.map((row) => [
                    row.keyword,
                    row.language,
                    row.intent,
                    String(row.intentEstimated),
                    row.searchVolume ?? unknown,
                    row.trend?.join(" ") ?? "",
                    row.cpc ?? unknown,
                    row.difficulty ?? unknown,
                    row.sitePosition,
                    row.sources.join(" "),
                  ]),
                ])
              }
            >
              {t("exportCsv")}
            </Button>
            <Button size="sm" variant="outline" asChild disabled={chosen.length === 0}>
              <Link
                to={`/rank-checker?siteId=${encodeURIComponent(siteId)}&keywords=${encodeURIComponent(chosen.join("|"))}`}
              >
                {t("keywords.track", { count: chosen.length })}
              </Link>
            </Button>
            <Button size="sm" variant="outline" asChild>
              <Link
                to={`/content-ideas?siteId=${encodeURIComponent(siteId)}&seed=${encodeURIComponent(chosen[0] ?? suggest.data.seed)}`}
              >
                {t("keywords.contentIdea")}
              </Link>
            </Button>
          </div>
          <div className="relative overflow-x-auto rounded-md border">
            <table className="w-full min-w-[640px] text-sm">
              <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
                <tr>
                  <th className="p-2">
                    <span className="sr-only">{t("select")}</span>
                  </th>
                  <th className="p-2">{t("keywords.columns.keyword")}</th>
                  <th className="p-2">{t("keywords.columns.intent")}</th>
                  <th className="p-2">{t("keywords.columns.volume")}</th>
                  <th className="p-2">{t("keywords.columns.difficulty")}</th>
                  <th className="p-2">{t("keywords.columns.cpc")}</th>
                  <th className="p-2">{t("keywords.columns.ranks")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.keyword} className="border-t">
                    <td className="p-2">
                      <input
                        type="checkbox"
                        aria-label={row.keyword}
                        checked={selected.has(row.keyword)}
                        onChange={() => {
                          const next = new Set(selected);
                          if (next.has(row.keyword)) next.delete(row.keyword);
                          else next.add(row.keyword);
                          setSelected(next);
                        }}
                      />
                    </td>
                    <td className="p-2">
                      <span className="font-medium">{row.keyword}</span>{" "}
                      <span className="text-xs text-muted-foreground">
                        {row.language.toLocaleUpperCase("tr")}
                      </span>
                    </td>
                    <td className="p-2">
                      <Badge variant="outline">{t(`keywords.intents.${row.intent}`)}</Badge>
                      {row.intentEstimated && (
                        <span className="ml-1 text-xs text-muted-foreground">{t("keywords.estimate")}</span>
                      )}
                    </td>
                    <td className="p-2 text-muted-foreground">
                      {row.searchVolume === null ? (
                        unknown
                      ) : (
                        <>
                          {row.searchVolume.toLocaleString(i18n.language)} <TrendMark trend={row.trend} />
                        </>
                      )}
                    </td>
                    <td className="p-2 text-muted-foreground">
                      {row.difficulty
                        ? `${t(`keywords.difficulty.${row.difficulty}`)} (${row.difficultyScore})`
                        : unknown}
                    </td>
                    <td className="p-2 text-muted-foreground">
                      {row.cpc?.toLocaleString(i18n.language, { style: "currency", currency: "USD" }) ??
                        unknown}
                    </td>
                    <td className="p-2">
                      {row.sitePosition ??
                        (row.searchConsolePosition === null ? (
                          "–"
                        ) : (
                          <span title={t("keywords.consolePosition")}>
                            ~{row.searchConsolePosition.toLocaleString(i18n.language)}{" "}
                            <span className="text-xs text-muted-foreground">GSC</span>
                          </span>
                        ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

export { KeywordSuggestionsRoute as Component };
