import { TASK_STATUSES, type TaskListQuery, taskCategorySchema, taskPrioritySchema } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { tasksQuery } from "../api/tasks-api";
import { TaskItem } from "./task-item";

/** An analysis can raise dozens of tasks; they are shown 15 at a time, in the API's order (most impact first). */
const PAGE_SIZE = 15;

function FilterSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useTranslation("sites");
  return (
    <label className="grid gap-1 text-xs">
      <span className="text-muted-foreground">{label}</span>
      <select
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{t("tasks.all")}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Spec §4 SEO task: filter by status, priority and category; complete and back; delete; AI solution. */
export function TasksTab({ siteId }: { siteId: string }) {
  const { t } = useTranslation("sites");
  const [filters, setFilters] = useState<TaskListQuery>({ siteId, status: "pending" });
  const [shown, setShown] = useState(PAGE_SIZE);
  const tasks = useQuery(tasksQuery(filters));
  const set = (change: Partial<TaskListQuery>) => {
    setFilters({ ...filters, ...change });
    setShown(PAGE_SIZE);
  };
  const hidden = (tasks.data?.length ?? 0) - shown;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FilterSelect
          label={t("tasks.status")}
          value={filters.status}
          options={TASK_STATUSES}
          optionLabel={(option) => t(`taskStatus.${option}`)}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label={t("tasks.priority")}
          value={filters.priority}
          options={taskPrioritySchema.options}
          optionLabel={(option) => t(`priority.${option}`)}
          onChange={(priority) => set({ priority })}
        />
        <FilterSelect
          label={t("tasks.category")}
          value={filters.category}
          options={taskCategorySchema.options}
          optionLabel={(option) => t(`taskCategory.${option}`)}
          onChange={(category) => set({ category })}
        />
      </div>
      {tasks.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {tasks.isError && <p className="text-destructive text-sm">{t("tasks.loadFailed")}</p>}
      {tasks.data?.length === 0 && (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground text-sm">
          <ListChecks className="size-6" aria-hidden="true" />
          {t("tasks.empty")}
        </div>
      )}
      <ul className="grid gap-2">
        {tasks.data?.slice(0, shown).map((task) => (
          <TaskItem key={task.id} task={task} />
        ))}
      </ul>
      {hidden > 0 && (
        <Button variant="outline" className="justify-self-center" onClick={() => setShown(shown + PAGE_SIZE)}>
          {t("tasks.showMore", { count: Math.min(hidden, PAGE_SIZE), total: hidden })}
        </Button>
      )}
    </div>
  );
}
