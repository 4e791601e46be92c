import type { Task } from "@sitelens/shared";

export const TASK_SORTS = ["impact", "priority", "title"] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export const TASK_GROUPINGS = ["issue", "page"] as const;
export type TaskGrouping = (typeof TASK_GROUPINGS)[number];

/** A page's tasks; url null collects the site-wide ones (robots.txt, sitemap, headers). */
export interface PageGroup {
  url: string | null;
  tasks: Task[];
}

const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;

/** The tasks whose title (in the shown language) or an affected URL contains the search text. */
export function searchTasks(tasks: readonly Task[], text: string, language: "tr" | "en"): Task[] {
  const needle = text.trim().toLocaleLowerCase(language);
  if (!needle) return [...tasks];
  return tasks.filter(
    (task) =>
      task.title[language].toLocaleLowerCase(language).includes(needle) ||
      task.affectedUrls.some((url) => url.toLocaleLowerCase(language).includes(needle)),
  );
}

export function sortTasks(tasks: readonly Task[], sort: TaskSort, language: "tr" | "en"): Task[] {
  const byImpact = (a: Task, b: Task) => b.impact - a.impact;
  const compare: Record<TaskSort, (a: Task, b: Task) => number> = {
    impact: (a, b) => byImpact(a, b) || PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority],
    priority: (a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || byImpact(a, b),
    title: (a, b) => a.title[language].localeCompare(b.title[language], language),
  };
  return [...tasks].sort(compare[sort]);
}

/** Semrush's "by page" view: each affected page with its tasks, most tasks first, site-wide last. */
export function groupByPage(tasks: readonly Task[]): PageGroup[] {
  const pages = new Map<string | null, Task[]>();
  for (const task of tasks) {
    const urls = task.affectedUrls.length ? task.affectedUrls : [null];
    for (const url of urls) pages.set(url, [...(pages.get(url) ?? []), task]);
  }
  return [...pages]
    .map(([url, list]) => ({ url, tasks: list }))
    .sort((a, b) => Number(a.url === null) - Number(b.url === null) || b.tasks.length - a.tasks.length);
}

/** The shown tasks as spreadsheet rows, header first. */
export function tasksToCsvRows(
  tasks: readonly Task[],
  language: "tr" | "en",
  header: readonly string[],
  label: (task: Task) => { priority: string; category: string; status: string },
): (string | number)[][] {
  return [
    [...header],
    ...tasks.map((task) => {
      const { priority, category, status } = label(task);
      return [task.title[language], priority, category, status, task.impact, task.affectedUrls.join(" ")];
    }),
  ];
}
