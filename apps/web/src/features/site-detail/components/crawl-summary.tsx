import type { ScanSummary } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useLanguage } from "@/lib/use-language";

const ROWS = [
  "crawled",
  "scored",
  "s2xx",
  "s3xx",
  "s4xx",
  "s5xx",
  "blocked",
  "notFetched",
  "noindex",
  "rendered",
] as const;

/** What the crawl saw, so every count elsewhere can be read against it. */
export function CrawlSummary({
  crawl,
  url,
  schemeFallback,
}: {
  crawl: ScanSummary["crawl"];
  url: string;
  schemeFallback: boolean;
}) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const value: Record<(typeof ROWS)[number], number> = {
    crawled: crawl.crawled,
    scored: crawl.scored,
    s2xx: crawl.status2xx,
    s3xx: crawl.status3xx,
    s4xx: crawl.status4xx,
    s5xx: crawl.status5xx,
    blocked: crawl.blocked,
    notFetched: crawl.notFetched,
    noindex: crawl.noindex,
    rendered: crawl.rendered,
  };
  const format = new Intl.NumberFormat(language);
  return (
    <Card data-testid="crawl-summary">
      <CardHeader>
        <CardTitle>{t("crawl.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="break-all text-muted-foreground text-xs" data-testid="crawl-scheme">
          {t(schemeFallback ? "crawl.schemeFallback" : "crawl.scheme", { url })}
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {ROWS.map((row) => (
            <div key={row} className="flex items-baseline justify-between gap-2 border-b pb-1">
              <dt className="min-w-0 text-muted-foreground">{t(`crawl.${row}`)}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`crawl-${row}`}>
                {format.format(value[row])}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
