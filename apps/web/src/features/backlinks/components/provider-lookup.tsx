import { checkSiteUrl, type ProviderBacklinksResponse, SITE_URL_ERROR_MESSAGES } from "@sitelens/shared";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormError } from "@/features/auth/components/form-error";
import { useLanguage } from "@/lib/use-language";
import { backlinksApi, providerExportUrl } from "../api/backlinks-api";
import { ProviderHistory } from "./provider-history";

type Include = "live" | "all" | "lost";

/** Spec §5 Backlink: the selected site or a typed, valid URL, looked up at the configured provider. */
export function ProviderLookup({ siteId }: { siteId: string }) {
  const { t } = useTranslation("backlinks");
  const language = useLanguage();
  const urlId = useId();
  const [url, setUrl] = useState("");
  const [include, setInclude] = useState<Include>("live");
  const [error, setError] = useState<string | null>(null);
  const [pages, setPages] = useState<ProviderBacklinksResponse[]>([]);
  const lookup = useMutation({
    mutationFn: (cursor?: string) =>
      backlinksApi.lookup(url.trim() ? { url: url.trim() } : { siteId }, include, cursor),
    onSuccess: (page, cursor) => setPages((current) => (cursor ? [...current, page] : [page])),
    onError: (failure) => setError(failure.message),
  });
  const first = pages[0];
  const last = pages.at(-1);
  const items = pages.flatMap((page) => page.items);
  const number = new Intl.NumberFormat(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  return (
    <div className="grid gap-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (url.trim()) {
            const checked = checkSiteUrl(url);
            if (!checked.ok) return setError(SITE_URL_ERROR_MESSAGES[checked.error][language]);
          }
          setError(null);
          lookup.mutate(undefined);
        }}
      >
        <label className="grid min-w-0 flex-1 basis-full gap-1 text-sm sm:basis-auto" htmlFor={urlId}>
          <span className="font-medium">{t("lookupUrl")}</span>
          <Input
            id={urlId}
            value={url}
            placeholder={t("lookupPlaceholder")}
            onChange={(event) => setUrl(event.target.value)}
          />
        </label>
        <select
          aria-label={t("include")}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm dark:bg-input/20"
          value={include}
          onChange={(event) => setInclude(event.target.value as Include)}
        >
          {(["live", "all", "lost"] as const).map((value) => (
            <option key={value} value={value}>
              {t(`includeOption.${value}`)}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={lookup.isPending}>
          {t("lookup")}
        </Button>
      </form>
      <FormError message={error} />
      {first && !first.provider && <p className="text-sm">{t("noProvider")}</p>}
      {first?.provider && (
        <>
          {first.totals && (
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <Stat label={t("summary.backlinks")} value={number.format(first.totals.backlinks)} />
              <Stat
                label={t("summary.referringDomains")}
                value={number.format(first.totals.referringDomains)}
              />
              <Stat
                label={first.provider.authorityScale}
                value={first.totals.authority === null ? "–" : number.format(first.totals.authority)}
              />
              <Stat
                label={t("openPageRank")}
                value={first.totals.openPageRank === null ? "–" : number.format(first.totals.openPageRank)}
              />
            </dl>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-muted-foreground text-xs">
              {t("providerLine", {
                provider: first.provider.id === "moz" ? "Moz" : "DataForSEO",
                target: first.target,
              })}
            </p>
            <Button asChild variant="outline" size="sm">
              <a href={providerExportUrl(url.trim() ? { url: url.trim() } : { siteId }, include)} download>
                {t("csvProvider")}
              </a>
            </Button>
          </div>
          {first.history ? (
            <ProviderHistory history={first.history} />
          ) : (
            <p className="text-muted-foreground text-xs">{t("history.unavailable")}</p>
          )}
          {first.page.topAnchors.length > 0 && (
            <section className="grid gap-1 text-sm">
              <h3 className="font-medium">{t("topAnchors")}</h3>
              <p className="text-muted-foreground">
                {first.page.topAnchors
                  .map((anchor) => `${anchor.anchor} (${number.format(anchor.links)})`)
                  .join(" · ")}
              </p>
            </section>
          )}
          <ul className="grid gap-2">
            {items.map((item) => (
              <li
                key={`${item.sourceUrl}|${item.targetUrl}`}
                className="grid gap-1 rounded-md border p-3 text-sm"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 break-all font-medium">{item.sourceUrl}</span>
                  <Badge variant={item.status === "broken" ? "destructive" : "secondary"}>
                    {t(`status.${item.status}`)}
                  </Badge>
                  <Badge variant="outline">{t(`type.${item.linkType}`)}</Badge>
                  {item.isNew && <Badge>{t("new")}</Badge>}
                </div>
                {item.anchor && <p>{t("anchor", { anchor: item.anchor })}</p>}
                <p className="text-muted-foreground text-xs">
                  {[
                    item.authority !== null &&
                      `${first.provider?.authorityScale}: ${number.format(item.authority)}`,
                    item.openPageRank !== null && `${t("openPageRank")}: ${number.format(item.openPageRank)}`,
                    item.firstSeen && t("firstSeen", { date: date.format(new Date(item.firstSeen)) }),
                    item.lastSeen && t("lastSeen", { date: date.format(new Date(item.lastSeen)) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
          {last?.nextCursor && (
            <Button
              variant="outline"
              disabled={lookup.isPending}
              onClick={() => lookup.mutate(last.nextCursor ?? undefined)}
            >
              {t("more")}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold text-xl tabular-nums">{value}</dd>
    </div>
  );
}
