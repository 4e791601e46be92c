import type { Task, TaskListQuery } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { downloadCsv } from "@/lib/download-csv";
import { useLanguage } from "@/lib/use-language";
import { tasksQuery } from "../api/tasks-api";
import { groupByPage, searchTasks, sortTasks, tasksToCsvRows } from "./arrange-tasks";
import { TaskItem } from "./task-item";
import { TaskToolbar, type TaskView } from "./task-toolbar";

/** An analysis can raise dozens of tasks; they are shown 15 at a time (or 15 pages at a time). */
const PAGE_SIZE = 15;

/** Spec §4 SEO task: filter, search, sort, group by page, export; complete, ignore (undoable); AI solution. */
export function TasksTab({ siteId }: { siteId: string }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const [filters, setFilters] = useState<TaskListQuery>({ siteId, status: "pending" });
  const [view, setView] = useState<TaskView>({ search: "", sort: "impact", grouping: "issue" });
  const [shown, setShown] = useState(PAGE_SIZE);
  const tasks = useQuery(tasksQuery(filters));
  const all = tasks.data ?? [];
  const matching = sortTasks(searchTasks(all, view.search, language), view.sort, language);
  const groups = view.grouping === "page" ? groupByPage(matching) : null;
  const total = groups ? groups.length : matching.length;
  const hidden = total - shown;
  const exportCsv = () => {
    const label = (task: Task) => ({
      priority: t(`priority.${task.priority}`),
      category: t(`taskCategory.${task.category}`),
      status: t(`taskStatus.${task.status}`),
    });
    const columns = ["title", "priority", "category", "status", "impact", "pages"] as const;
    const header = columns.map((key) => t(`tasks.csv.${key}`));
    downloadCsv(`tasks-${siteId}.csv`, tasksToCsvRows(matching, language, header, label));
  };
  return (
    <div className="grid grid-cols-1 gap-4">
      <TaskToolbar
        filters={filters}
        onFilters={(change) => {
          setFilters({ ...filters, ...change });
          setShown(PAGE_SIZE);
        }}
        view={view}
        onView={(change) => {
          setView({ ...view, ...change });
          setShown(PAGE_SIZE);
        }}
        onExport={matching.length ? exportCsv : undefined}
      />
      {tasks.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {tasks.isError && <p className="text-destructive text-sm">{t("tasks.loadFailed")}</p>}
      {tasks.data && (
        <p className="text-muted-foreground text-sm" data-testid="task-total">
          {matching.length === all.length
            ? t("tasks.total", { count: all.length })
            : t("tasks.matching", { count: matching.length, total: all.length })}
        </p>
      )}
      {tasks.data && matching.length === 0 && (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground text-sm">
          <ListChecks className="size-6" aria-hidden="true" />
          {t("tasks.empty")}
        </div>
      )}
      {groups ? (
        <div className="grid grid-cols-1 gap-4">
          {groups.slice(0, shown).map((group) => (
            <section
              key={group.url ?? "site"}
              className="grid grid-cols-1 gap-2"
              data-testid="task-page-group"
            >
              <h3 className="break-all font-medium font-mono text-xs">
                {group.url ?? t("tasks.siteWide")}{" "}
                <span className="font-sans text-muted-foreground">({group.tasks.length})</span>
              </h3>
              <ul className="grid grid-cols-1 gap-2">
                {group.tasks.map((task) => (
                  <TaskItem key={task.id} task={task} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {matching.slice(0, shown).map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <Button
          variant="outline"
          className="h-auto min-h-9 justify-self-center whitespace-normal text-center"
          onClick={() => setShown(shown + PAGE_SIZE)}
        >
          {t(groups ? "tasks.showMorePages" : "tasks.showMore", {
            count: Math.min(hidden, PAGE_SIZE),
            remaining: hidden,
            total,
          })}
        </Button>
      )}
    </div>
  );
}
