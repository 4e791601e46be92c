import type { ContentIdeasRun } from "@sitelens/shared";
import { useTranslation } from "react-i18next";

const ORDER = ["siteTopics", "searchConsole", "autocomplete", "serp", "keywordData", "ai"] as const;

/** What each source gave the run, so the user sees what is missing and what it would add. */
export function IdeaSources({ run }: { run: ContentIdeasRun }) {
  const { t, i18n } = useTranslation("search");
  return (
    <div role="status" className="grid gap-2 rounded-md border p-3 text-sm">
      <p>
        {t(`ideas.method.${run.method}`)}{" "}
        <span className="text-muted-foreground">
          {t("ideas.createdAt", {
            date: new Date(run.createdAt).toLocaleString(i18n.language, {
              dateStyle: "medium",
              timeStyle: "short",
            }),
          })}
        </span>
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {ORDER.map((source) => (
          <li key={source} className="flex min-w-0 gap-1.5">
            <span aria-hidden="true">{run.sources[source] === "used" ? "✓" : "–"}</span>
            <span className="min-w-0">
              <span className="font-medium">{t(`ideas.sources.${source}`)}:</span>{" "}
              <span className="text-muted-foreground">
                {t(`ideas.states.${source}.${run.sources[source]}`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
