import { type SiteDetail, summarizeScan } from "@sitelens/shared";
import { numberFormats } from "@sitelens/shared/text/format-numbers";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SiteMonitoringCard } from "@/features/monitoring/components/site-monitoring-card";
import { ENGINE_SCORES } from "@/features/sites/components/engine-scores";
import { ScoreBar } from "@/features/sites/components/score-bar";
import { ScoreChange } from "@/features/sites/components/score-change";
import { ScoreGauge } from "@/features/sites/components/score-gauge";
import { tasksQuery } from "@/features/tasks/api/tasks-api";
import { TaskItem } from "@/features/tasks/components/task-item";
import { EngineVisibilityBars } from "@/features/visibility/components/engine-visibility-bars";
import { useLanguage } from "@/lib/use-language";
import { CATEGORY_ORDER } from "./category-labels";
import { CrawlSummary } from "./crawl-summary";
import { HistoryChart } from "./history-chart";
import { ScoringExplainer } from "./scoring-explainer";
import { SeverityFilter } from "./severity-filter";

const TOP_TASKS = 5;
/** Priority follows the check's severity (errors high), so it ranks before impact. */
const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;

export function OverviewTab({ site, onShowTasks }: { site: SiteDetail; onShowTasks: () => void }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const tasks = useQuery(tasksQuery({ siteId: site.id, status: "pending" }));
  const top = [...(tasks.data ?? [])]
    .sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || b.impact - a.impact)
    .slice(0, TOP_TASKS);
  const search = ENGINE_SCORES.filter((engine) => !engine.ai);
  const summary = site.analysisData ? summarizeScan(site.analysisData) : null;
  const measuring = site.analysisData?.speed.status === "measuring";
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card className="items-center justify-items-center text-center">
        <CardHeader className="w-full">
          <CardTitle>{t("score.overall")}</CardTitle>
        </CardHeader>
        <CardContent className="grid justify-items-center gap-2">
          <ScoreGauge
            score={site.lastAnalyzed ? site.overallScore : null}
            label={t("score.overall")}
            size={140}
          />
          {site.lastAnalyzed && <ScoreChange score={site.overallScore} previous={site.previousScore} />}
          {site.lastAnalyzed && (
            <span className="text-muted-foreground text-xs">
              {t("detail.lastAnalyzed", { date: numberFormats(language).dateTime(site.lastAnalyzed) })}
            </span>
          )}
          {measuring && (
            <span className="text-muted-foreground text-xs" data-testid="speed-measuring-note">
              {t("speed.measuringNote")}
            </span>
          )}
          <ScoringExplainer />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("overview.searchEngines")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {search.map(({ key, label }) => (
            <ScoreBar key={key} label={label} score={site.lastAnalyzed ? site[key] : null} />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("overview.aiEngines")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <EngineVisibilityBars
            siteId={site.id}
            estimates={{
              chatgpt: site.lastAnalyzed ? site.chatgptVisibility : null,
              gemini: site.lastAnalyzed ? site.geminiVisibility : null,
              grok: site.lastAnalyzed ? site.grokVisibility : null,
            }}
          />
          <p className="text-muted-foreground text-xs">{t("overview.estimateNote")}</p>
        </CardContent>
      </Card>
      <Card className="lg:col-span-1">
        <CardHeader>
          <CardTitle>{t("overview.categories")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {CATEGORY_ORDER.map((category) => (
            <ScoreBar
              key={category}
              label={t(`category.${category}`)}
              score={site.categoryScores[category] ?? null}
            />
          ))}
          {CATEGORY_ORDER.some((category) => (site.categoryScores[category] ?? null) === null) && (
            <p className="text-muted-foreground text-xs" data-testid="category-no-score-note">
              {t("overview.noScoreNote")}
            </p>
          )}
        </CardContent>
      </Card>
      {summary && (
        <Card className="lg:col-span-2 lg:self-start" data-testid="overview-issues">
          <CardHeader>
            <CardTitle>{t("severity.plural.all")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <p className="text-muted-foreground text-sm">
              {t("checks.summary", { failing: summary.checks.failing, run: summary.checks.run })}
            </p>
            <SeverityFilter counts={summary.checks.bySeverity} value="all" />
          </CardContent>
        </Card>
      )}
      {summary && site.analysisData && (
        <CrawlSummary
          crawl={summary.crawl}
          url={site.analysisData.finalUrl}
          schemeFallback={site.analysisData.schemeFallback === true}
        />
      )}
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t("history.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <HistoryChart siteId={site.id} />
        </CardContent>
      </Card>
      <SiteMonitoringCard site={site} className="lg:col-span-3" />
      <Card className="lg:col-span-3">
        <CardHeader className="flex items-center justify-between gap-2">
          <CardTitle>{t("overview.topTasks")}</CardTitle>
          <button type="button" className="text-primary text-sm hover:underline" onClick={onShowTasks}>
            {t("overview.allTasks")}
          </button>
        </CardHeader>
        <CardContent>
          {tasks.data?.length === 0 && site.status === "completed" && (
            <p className="text-muted-foreground text-sm">{t("tasks.empty")}</p>
          )}
          <ul className="grid gap-2">
            {top.map((task) => (
              <TaskItem key={task.id} task={task} compact />
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
