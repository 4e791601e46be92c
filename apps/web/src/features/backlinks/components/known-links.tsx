import type { KnownBacklink } from "@sitelens/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useLanguage } from "@/lib/use-language";
import { backlinksApi, exportUrl, type KnownLinkFilters, knownLinksQuery } from "../api/backlinks-api";

const STATUSES = ["active", "broken", "redirect", "unknown", "pending"] as const;
const TYPES = ["dofollow", "nofollow", "ugc", "sponsored", "image", "redirect"] as const;
const STATUS_TONE: Record<KnownBacklink["status"], "secondary" | "destructive" | "outline"> = {
  active: "secondary",
  broken: "destructive",
  redirect: "outline",
  unknown: "outline",
  pending: "outline",
};

/** The site's known links as our verifier last saw them: summary, filters, pages, CSV. */
export function KnownLinks({ siteId }: { siteId: string }) {
  const { t } = useTranslation("backlinks");
  const language = useLanguage();
  const [filters, setFilters] = useState<KnownLinkFilters>({ page: 1 });
  const links = useQuery({ ...knownLinksQuery(siteId, filters), placeholderData: keepPreviousData });
  const verify = useMutation({
    mutationFn: () => backlinksApi.verify(siteId),
    onSuccess: (result) => toast.success(t("verifyQueued", { count: result.queued })),
    onError: (error) => toast.error(error.message),
  });
  const number = new Intl.NumberFormat(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  if (links.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (links.error) return <p className="text-destructive text-sm">{links.error.message}</p>;
  const { summary, total, page, pageSize } = links.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const set = (next: Partial<KnownLinkFilters>) =>
    setFilters((current) => ({ ...current, ...next, page: next.page ?? 1 }));
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {(
          [
            ["total", summary.total],
            ["active", summary.byStatus.active ?? 0],
            ["referringDomains", summary.referringDomains],
            ["lost30", summary.lostLast30Days],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-md border p-3">
            <dt className="text-muted-foreground">{t(`summary.${key}`)}</dt>
            <dd className="font-semibold text-xl tabular-nums">{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      {summary.topAnchors.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">{t("topAnchors")}: </span>
          {summary.topAnchors.map((anchor) => `${anchor.anchor} (${anchor.links})`).join(", ")}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <select
          aria-label={t("filterStatus")}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm dark:bg-input/20"
          value={filters.status ?? ""}
          onChange={(event) =>
            set({ status: (event.target.value || undefined) as KnownLinkFilters["status"] })
          }
        >
          <option value="">{t("allStatuses")}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t("filterType")}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm dark:bg-input/20"
          value={filters.type ?? ""}
          onChange={(event) => set({ type: (event.target.value || undefined) as KnownLinkFilters["type"] })}
        >
          <option value="">{t("allTypes")}</option>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </select>
        <Input
          className="w-full sm:w-56"
          aria-label={t("search")}
          placeholder={t("search")}
          value={filters.q ?? ""}
          onChange={(event) => set({ q: event.target.value || undefined })}
        />
        <Button
          variant="outline"
          disabled={verify.isPending || summary.total === 0}
          onClick={() => verify.mutate()}
        >
          {t("verifyAll")}
        </Button>
        <Button variant="ghost" asChild>
          <a href={exportUrl(siteId, filters)} download>
            {t("csv")}
          </a>
        </Button>
      </div>
      {summary.lastChecked && (
        <p className="text-muted-foreground text-xs">
          {t("lastChecked", { date: date.format(new Date(summary.lastChecked)) })}
        </p>
      )}
      {links.data.links.length === 0 ? (
        <p className="text-muted-foreground text-sm">{summary.total === 0 ? t("empty") : t("noMatch")}</p>
      ) : (
        <ul className="grid gap-2">
          {links.data.links.map((link) => (
            <KnownLinkRow key={link.id} link={link} siteId={siteId} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => set({ page: page - 1 })}>
            {t("previous")}
          </Button>
          <span>{t("pageOf", { page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => set({ page: page + 1 })}
          >
            {t("next")}
          </Button>
        </div>
      )}
    </div>
  );
}

function KnownLinkRow({ link, siteId }: { link: KnownBacklink; siteId: string }) {
  const { t } = useTranslation("backlinks");
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => backlinksApi.remove(siteId, link.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["backlinks", siteId] }),
  });
  return (
    <li className="grid gap-1 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <a
          className="min-w-0 flex-1 break-all font-medium hover:underline"
          href={link.sourceUrl}
          target="_blank"
          rel="noreferrer noopener"
        >
          {link.sourceUrl}
        </a>
        <Badge variant={STATUS_TONE[link.status]}>{t(`status.${link.status}`)}</Badge>
        {link.linkType && <Badge variant="outline">{t(`type.${link.linkType}`)}</Badge>}
        <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {t("remove")}
        </Button>
      </div>
      {link.anchor && <p>{t("anchor", { anchor: link.anchor })}</p>}
      {link.reason && (
        <p className="text-muted-foreground">
          {t(`reason.${link.reason}`, { status: link.sourceHttpStatus ?? link.targetHttpStatus ?? "" })}
        </p>
      )}
      {link.indexable === false && (
        <p className="text-muted-foreground">
          {t("notIndexable", {
            reasons: link.indexability.map((issue) => t(`indexability.${issue}`)).join(", "),
          })}
        </p>
      )}
    </li>
  );
}
