import type { AuditDifference, CompetitorComparison as Comparison } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { InlineMarkdown } from "@/features/sites/components/inline-markdown";
import { useLanguage } from "@/lib/use-language";
import { comparisonQuery, competitorHistoryQuery } from "../api/competitors-api";
import { SharedKeywords } from "./shared-keywords";

const CATEGORIES = [
  "technical",
  "content",
  "ux",
  "offpage",
  "speedMobile",
  "speedDesktop",
  "internalLinks",
  "aio",
] as const;
const ENGINES = ["google", "bing", "yandex", "chatgpt", "gemini", "grok"] as const;

/** The side by side of the user's site and one competitor, both measured by our engine. */
export function CompetitorComparison({ competitorId }: { competitorId: string }) {
  const { t } = useTranslation("competitors");
  const comparison = useQuery(comparisonQuery(competitorId));
  if (comparison.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (comparison.error) return <p className="text-destructive text-sm">{comparison.error.message}</p>;
  const data = comparison.data;
  if (!data.ready)
    return (
      <p className="text-muted-foreground text-sm">
        {data.competitor.status === "error"
          ? t("failed")
          : data.site.analyzedAt
            ? t("waitingCompetitor")
            : t("waitingSite")}
      </p>
    );
  return (
    <div className="grid gap-6">
      <ScoreTable data={data} />
      <AuditList audits={data.audits} />
      <ContentBlock data={data} />
      <SharedKeywords competitorId={competitorId} data={data} />
      <History competitorId={competitorId} />
    </div>
  );
}

function useNumber() {
  const language = useLanguage();
  return (value: number | null) =>
    value === null ? "–" : new Intl.NumberFormat(language).format(Math.round(value));
}

function ScoreTable({ data }: { data: Comparison }) {
  const { t } = useTranslation("competitors");
  const format = useNumber();
  const scores = data.scores!;
  const rows: [string, number | null, number | null][] = [
    [t("overall"), scores.site.overall, scores.competitor.overall],
    ...CATEGORIES.map((id): [string, number | null, number | null] => [
      t(`category.${id}`),
      scores.site.categories[id] ?? null,
      scores.competitor.categories[id] ?? null,
    ]),
    ...ENGINES.map((id): [string, number | null, number | null] => [
      t(`engine.${id}`),
      scores.site.engines[id] ?? null,
      scores.competitor.engines[id] ?? null,
    ]),
  ];
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{t("scores")}</h3>
      <p className="text-muted-foreground text-xs">
        {t("crawled", { site: data.site.pagesCrawled ?? 0, competitor: data.competitor.pagesCrawled ?? 0 })}
      </p>
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th className="py-1 pr-2 font-medium">{t("measure")}</th>
              <th className="py-1 pr-2 text-right font-medium">{t("you")}</th>
              <th className="py-1 text-right font-medium">{data.competitor.name}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, mine, theirs]) => (
              <tr key={label} className="border-b last:border-0">
                <td className="py-1 pr-2">{label}</td>
                <td
                  className={`py-1 pr-2 text-right tabular-nums ${better(mine, theirs) ? "font-semibold text-emerald-600 dark:text-emerald-400" : ""}`}
                >
                  {mine === null ? t("notMeasured") : format(mine)}
                </td>
                <td
                  className={`py-1 text-right tabular-nums ${better(theirs, mine) ? "font-semibold text-emerald-600 dark:text-emerald-400" : ""}`}
                >
                  {theirs === null ? t("notMeasured") : format(theirs)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const better = (a: number | null, b: number | null) =>
  a !== null && b !== null && Math.round(a) > Math.round(b);

function AuditList({ audits }: { audits: AuditDifference[] }) {
  const { t } = useTranslation("competitors");
  const language = useLanguage();
  const pagesText = usePagesText();
  if (audits.length === 0) return <p className="text-muted-foreground text-sm">{t("noDifferences")}</p>;
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{t("differences")}</h3>
      <ul className="grid gap-2">
        {audits.map((audit) => (
          <li key={audit.id} className="rounded-md border p-3 text-sm">
            <p className="font-medium">
              <InlineMarkdown text={audit.title[language]} />
            </p>
            <p className="text-muted-foreground">
              {t(audit.ahead === "competitor" ? "theyAhead" : "youAhead")} ·{" "}
              {t("pagesLine", {
                you: pagesText(audit.site),
                them: pagesText(audit.competitor),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function usePagesText() {
  const { t } = useTranslation("competitors");
  return (side: AuditDifference["site"]): string => {
    if (side.applicable === null)
      return side.score === null ? t("na") : side.score >= 0.9 ? t("passes") : t("fails");
    if (side.applicable === 0) return t("onNone");
    return t("passedOf", { passed: side.passed ?? 0, applicable: side.applicable });
  };
}

function ContentBlock({ data }: { data: Comparison }) {
  const { t } = useTranslation("competitors");
  const format = useNumber();
  const content = data.content;
  if (!content) return <p className="text-muted-foreground text-sm">{t("noContent")}</p>;
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{t("content")}</h3>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <dt className="text-muted-foreground" />
        <dt className="text-right text-muted-foreground">{t("you")}</dt>
        <dt className="truncate text-right text-muted-foreground">{data.competitor.name}</dt>
        {(["pages", "words", "wordsPerPage"] as const).map((key) => (
          <div key={key} className="contents">
            <dd>{t(`stat.${key}`)}</dd>
            <dd className="text-right tabular-nums">{format(content.site[key])}</dd>
            <dd className="text-right tabular-nums">{format(content.competitor[key])}</dd>
          </div>
        ))}
      </dl>
      <Topics title={t("topicsMissing")} topics={content.topicsMissing} />
      <Topics title={t("topicsOnlyYours")} topics={content.topicsOnlyYours} />
    </section>
  );
}

function Topics({ title, topics }: { title: string; topics: { term: string; pages: number }[] }) {
  const { t } = useTranslation("competitors");
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">{title}</p>
      {topics.length === 0 ? (
        <p className="text-muted-foreground">{t("noTopics")}</p>
      ) : (
        <ul className="flex flex-wrap gap-1">
          {topics.map((topic) => (
            <li key={topic.term} className="rounded-full bg-secondary px-2 py-0.5 text-xs">
              {t("topic", { term: topic.term, count: topic.pages })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function History({ competitorId }: { competitorId: string }) {
  const { t } = useTranslation("competitors");
  const language = useLanguage();
  const history = useQuery(competitorHistoryQuery(competitorId));
  if (!history.data || history.data.length === 0) return null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{t("history")}</h3>
      <ul className="grid gap-1 text-sm">
        {history.data.map((point) => (
          <li key={point.createdAt} className="flex justify-between gap-2 border-b py-1 last:border-0">
            <span>{date.format(new Date(point.createdAt))}</span>
            <span className="tabular-nums">
              {t("historyLine", { score: point.overall ?? "–", pages: point.pagesCrawled })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
