import type { ScanResult } from "@sitelens/shared/scan-result";
import { formatTaskImpact } from "@sitelens/shared/text/format-task-impact";
import type { Language } from "./parse-cli-args";
import { CATEGORY_LABELS, say, TEXT } from "./summary-labels";

const TOP_TASKS = 10;

function scoreText(score: number | null, lang: Language): string {
  return score === null ? say(TEXT.notApplicable, lang) : String(Math.round(score));
}

function line(label: string, value: string, width = 34): string {
  return `  ${label.padEnd(width)} ${value}`;
}

function speedLines(result: ScanResult, lang: Language): string[] {
  if (result.speed.status === "unavailable") {
    return [line(say(TEXT.speed, lang), `${say(TEXT.speedUnavailable, lang)}: ${result.speed.reason}`)];
  }
  // The CLI prints only finished results; a first result has no speed lines yet.
  if (result.speed.status === "measuring") return [];
  return result.speed.runs.map((run) => {
    const score =
      run.score === null
        ? `${say(TEXT.notApplicable, lang)} (${run.error})`
        : String(Math.round(run.score * 100));
    return line(`${say(TEXT.speed, lang)} ${run.formFactor}`, `${score}  ${run.url}`);
  });
}

/** The readable summary the CLI prints: scores by category and engine, then the tasks worth most points. */
export function formatSummary(result: ScanResult, lang: Language): string {
  const { scores, crawl } = result;
  const lines = [
    `${say(TEXT.title, lang)}: ${result.finalUrl}`,
    line(say(TEXT.pages, lang), `${crawl.pagesCrawled} (${say(TEXT.stopped[crawl.stoppedBecause], lang)})`),
    line(say(TEXT.overall, lang), `${scoreText(scores.overall, lang)} / 100`),
    "",
    `${say(TEXT.categories, lang)}:`,
    ...Object.entries(CATEGORY_LABELS).map(([id, label]) =>
      line(say(label, lang), scoreText(scores.categories[id as keyof typeof CATEGORY_LABELS] ?? null, lang)),
    ),
    "",
    `${say(TEXT.engines, lang)}:`,
    line("Google", scoreText(scores.engines.google, lang)),
    line("Bing", scoreText(scores.engines.bing, lang)),
    line("Yandex", scoreText(scores.engines.yandex, lang)),
    "",
    `${say(TEXT.ai, lang)}:`,
    line("ChatGPT", scoreText(scores.aiReadiness.chatgpt, lang)),
    line("Gemini", scoreText(scores.aiReadiness.gemini, lang)),
    line("Grok", scoreText(scores.aiReadiness.grok, lang)),
    "",
    ...speedLines(result, lang),
    "",
    `${say(TEXT.tasks, lang)}:`,
  ];
  const tasks = [...result.tasks].sort((a, b) => b.impact - a.impact).slice(0, TOP_TASKS);
  if (tasks.length === 0) lines.push(`  ${say(TEXT.noTasks, lang)}`);
  tasks.forEach((task, index) => {
    const impact = formatTaskImpact(lang, task.impact);
    const pages =
      task.affectedUrls.length > 0 ? `, ${task.affectedUrls.length} ${say(TEXT.pagesAffected, lang)}` : "";
    const meta = `${say(TEXT.priority[task.priority], lang)}, ${impact}${pages}`;
    lines.push(`  ${String(index + 1).padStart(2)}. ${say(task.title, lang)} (${meta})`);
  });
  return `${lines.join("\n")}\n`;
}
