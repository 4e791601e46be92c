import type { DashboardSite } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { ScoreChange } from "@/features/sites/components/score-change";
import { scoreTone, toneText } from "@/features/sites/components/score-tone";
import { SiteFavicon } from "@/features/sites/components/site-favicon";
import { cn } from "@/lib/utils";
import { EngineVisibilityValue } from "./engine-visibility";
import { Sparkline } from "./sparkline";

const ENGINES = ["chatgpt", "gemini", "grok"] as const;

function SiteName({ site }: { site: DashboardSite }) {
  const { t } = useTranslation("dashboard");
  return (
    <Link
      to={paths.app.site(site.id)}
      className="flex min-w-0 items-center gap-2 font-medium hover:underline"
      aria-label={t("openSite", { name: site.name })}
    >
      <SiteFavicon url={site.url} className="size-4 shrink-0" />
      <span className="truncate">{site.name}</span>
      {site.status !== "completed" && (
        <span
          className={cn(
            "shrink-0 rounded px-1 text-[10px]",
            site.status === "error" ? "bg-destructive/10 text-destructive" : "bg-muted text-muted-foreground",
          )}
        >
          {t(`status.${site.status}`)}
        </span>
      )}
    </Link>
  );
}

/** Every site in one dense table from 768 px, compact cards below; built for 30+ sites. */
export function PortfolioTable({ sites }: { sites: DashboardSite[] }) {
  const { t } = useTranslation(["dashboard", "sites"]);
  return (
    <>
      <div className="relative hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full text-sm" data-testid="portfolio-table">
          <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
            <tr>
              <th className="px-3 py-2 font-medium">{t("columns.site")}</th>
              <th className="px-3 py-2 text-right font-medium">{t("columns.overall")}</th>
              <th className="px-3 py-2 font-medium">{t("columns.trend")}</th>
              <th className="px-3 py-2 text-center font-medium">{t("columns.seo")}</th>
              <th className="px-3 py-2 text-center font-medium">{t("columns.ai")}</th>
              <th className="px-3 py-2 text-right font-medium">{t("columns.tasks")}</th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => (
              <tr key={site.id} className="border-t" data-testid="portfolio-row">
                <td className="max-w-64 px-3 py-2">
                  <SiteName site={site} />
                </td>
                <td className="px-3 py-2 text-right">
                  <span
                    className={cn(
                      "font-semibold text-base tabular-nums",
                      toneText[scoreTone(site.overallScore)],
                    )}
                  >
                    {site.overallScore}
                  </span>{" "}
                  <ScoreChange score={site.overallScore} previous={site.previousScore} />
                </td>
                <td className="px-3 py-2">
                  <Sparkline points={site.trend} />
                </td>
                <td className="px-3 py-2 text-center tabular-nums">
                  {site.seo.google} · {site.seo.bing} · {site.seo.yandex}
                </td>
                <td className="px-3 py-2">
                  <div className="flex justify-center gap-3">
                    {ENGINES.map((engine) => (
                      <EngineVisibilityValue key={engine} engine={engine} value={site.visibility[engine]} />
                    ))}
                  </div>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  <Link
                    to={`${paths.app.site(site.id)}?tab=tasks`}
                    className={cn(
                      "hover:underline",
                      site.openHighTasks > 0 && "font-semibold text-red-600 dark:text-red-400",
                    )}
                  >
                    {site.openHighTasks}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-2 md:hidden" data-testid="portfolio-cards">
        {sites.map((site) => (
          <li key={site.id} className="grid gap-2 rounded-lg border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <SiteName site={site} />
              <span
                className={cn(
                  "shrink-0 font-semibold text-lg tabular-nums",
                  toneText[scoreTone(site.overallScore)],
                )}
              >
                {site.overallScore}
              </span>
            </div>
            <div className="flex items-center justify-between gap-2">
              <Sparkline points={site.trend} />
              <ScoreChange score={site.overallScore} previous={site.previousScore} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap gap-x-3 gap-y-1">
                {ENGINES.map((engine) => (
                  <span key={engine} className="inline-flex items-center gap-1 text-xs">
                    <span className="text-muted-foreground">
                      {engine === "chatgpt" ? "GPT" : engine === "gemini" ? "Gem" : "Grok"}
                    </span>
                    <EngineVisibilityValue engine={engine} value={site.visibility[engine]} />
                  </span>
                ))}
              </div>
              <Link to={`${paths.app.site(site.id)}?tab=tasks`} className="text-xs hover:underline">
                {t("columns.tasks")}: <span className="font-semibold">{site.openHighTasks}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
