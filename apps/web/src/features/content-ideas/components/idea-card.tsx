import type { ContentIdea } from "@sitelens/shared";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { contentIdeasApi } from "../api/content-ideas-api";

function Fact({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium text-sm">
        {value}
        {note && <span className="ml-1 font-normal text-muted-foreground text-xs">{note}</span>}
      </dd>
    </div>
  );
}

/** One idea with its honest labels: unknown numbers say what they need, estimates say so. */
export function IdeaCard({
  idea,
  siteId,
  language,
  hasKeywordData,
}: {
  idea: ContentIdea;
  siteId: string;
  language: "tr" | "en";
  /** Whether a keyword data provider answered: then a missing number is unknown, not "needs a provider". */
  hasKeywordData: boolean;
}) {
  const { t, i18n } = useTranslation("search");
  const navigate = useNavigate();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const needsProvider = hasKeywordData ? t("unknown") : t("ideas.needsProvider");
  const needsData = hasKeywordData ? t("unknown") : t("ideas.needsData");
  const write = useMutation({
    mutationFn: () => contentIdeasApi.draft(siteId, language, idea.title),
    onSuccess: (draft) =>
      navigate(`${paths.app.contentEditor(siteId)}?draft=${encodeURIComponent(draft.id)}`),
  });
  return (
    <Card className="min-w-0">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge>{t(`ideas.types.${idea.contentType}`)}</Badge>
          {idea.reasons.map((reason) => (
            <Badge key={reason} variant="outline">
              {t(`ideas.reasons.${reason}`)}
            </Badge>
          ))}
        </div>
        <CardTitle className="break-words text-base leading-snug">{idea.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact
            label={t("ideas.fields.intent")}
            value={t(`keywords.intents.${idea.intent}`)}
            note={idea.intentEstimated ? t("keywords.estimate") : undefined}
          />
          <Fact
            label={t("ideas.fields.difficulty")}
            value={idea.difficulty ? t(`keywords.difficulty.${idea.difficulty}`) : needsProvider}
          />
          <Fact
            label={t("ideas.fields.traffic")}
            value={idea.trafficPotential ? t(`ideas.levels.${idea.trafficPotential}`) : needsData}
            note={
              idea.trafficBasis === "search_volume" && idea.searchVolume !== null
                ? t("ideas.perMonth", { count: idea.searchVolume, formatted: number(idea.searchVolume) })
                : idea.trafficBasis === "search_console"
                  ? t("ideas.fromConsole")
                  : undefined
            }
          />
          <Fact
            label={t("ideas.fields.roi")}
            value={idea.expectedRoi ? t(`ideas.levels.${idea.expectedRoi}`) : needsData}
            note={idea.expectedRoi ? t("keywords.estimate") : undefined}
          />
          <Fact
            label={t("ideas.fields.words")}
            value={number(idea.recommendedWords)}
            note={t("ideas.guideline")}
          />
          <Fact
            label={t("ideas.fields.time")}
            value={t("ideas.hours", { hours: number(idea.estimatedHours) })}
            note={t("keywords.estimate")}
          />
        </dl>
        {idea.searchConsolePosition !== null && (
          <p className="text-muted-foreground text-xs">
            {t("ideas.consolePosition", { position: number(idea.searchConsolePosition) })}
          </p>
        )}
        <p className="text-sm">
          <span className="font-medium">{t("ideas.fields.strategy")}: </span>
          {idea.strategy}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t("ideas.fields.keywords")}>
          {idea.keywords.map((keyword) => (
            <li key={keyword} className="max-w-full">
              <Badge variant="secondary" className="max-w-full whitespace-normal break-words">
                {keyword}
              </Badge>
            </li>
          ))}
        </ul>
        {idea.questions.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">
              {t("ideas.questions", { count: idea.questions.length })}
            </summary>
            <ul className="mt-1 list-disc ps-5">
              {idea.questions.map((question) => (
                <li key={question} className="break-words">
                  {question}
                </li>
              ))}
            </ul>
          </details>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => write.mutate()} disabled={write.isPending}>
            {t("ideas.write")}
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link to={paths.app.sites({ tab: "content-planning" })}>{t("ideas.plan")}</Link>
          </Button>
        </div>
        {write.isError && <p className="text-destructive text-sm">{write.error.message}</p>}
      </CardContent>
    </Card>
  );
}
