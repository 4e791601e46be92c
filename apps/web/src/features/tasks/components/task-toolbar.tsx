import { TASK_STATUSES, type TaskListQuery, taskCategorySchema, taskPrioritySchema } from "@sitelens/shared";
import { Download, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { TASK_GROUPINGS, TASK_SORTS, type TaskGrouping, type TaskSort } from "./arrange-tasks";

const selectClass = "h-8 rounded-md border border-input bg-background px-2 text-sm dark:bg-input/20";

/** A compact select: its name is its aria-label, "all" is the empty choice when allowed. */
function ToolbarSelect<T extends string>(props: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | undefined) => void;
  allLabel?: string;
}) {
  return (
    <select
      aria-label={props.label}
      title={props.label}
      className={selectClass}
      value={props.value ?? ""}
      onChange={(event) => props.onChange((event.target.value || undefined) as T | undefined)}
    >
      {props.allLabel && <option value="">{props.allLabel}</option>}
      {props.options.map((option) => (
        <option key={option} value={option}>
          {props.optionLabel(option)}
        </option>
      ))}
    </select>
  );
}

export interface TaskView {
  search: string;
  sort: TaskSort;
  grouping: TaskGrouping;
}

/** Search, the server-side filters, sort, grouping and CSV export in one wrapping row. */
export function TaskToolbar({
  filters,
  onFilters,
  view,
  onView,
  onExport,
}: {
  filters: TaskListQuery;
  onFilters: (change: Partial<TaskListQuery>) => void;
  view: TaskView;
  onView: (change: Partial<TaskView>) => void;
  onExport?: () => void;
}) {
  const { t } = useTranslation("sites");
  const all = (label: string) => t("tasks.allOf", { label });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative w-full sm:w-56">
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t("tasks.search")}
          placeholder={t("tasks.search")}
          className="h-8 pl-8"
          value={view.search}
          maxLength={200}
          onChange={(event) => onView({ search: event.target.value })}
        />
      </div>
      <ToolbarSelect
        label={t("tasks.status")}
        value={filters.status}
        options={TASK_STATUSES}
        optionLabel={(option) => t(`taskStatus.${option}`)}
        onChange={(status) => onFilters({ status })}
        allLabel={all(t("tasks.status"))}
      />
      <ToolbarSelect
        label={t("tasks.priority")}
        value={filters.priority}
        options={taskPrioritySchema.options}
        optionLabel={(option) => t(`priority.${option}`)}
        onChange={(priority) => onFilters({ priority })}
        allLabel={all(t("tasks.priority"))}
      />
      <ToolbarSelect
        label={t("tasks.category")}
        value={filters.category}
        options={taskCategorySchema.options}
        optionLabel={(option) => t(`taskCategory.${option}`)}
        onChange={(category) => onFilters({ category })}
        allLabel={all(t("tasks.category"))}
      />
      <ToolbarSelect
        label={t("tasks.sort")}
        value={view.sort}
        options={TASK_SORTS}
        optionLabel={(option) => t(`tasks.sorts.${option}`)}
        onChange={(sort) => onView({ sort: sort ?? "impact" })}
      />
      <ToolbarSelect
        label={t("tasks.groupBy")}
        value={view.grouping}
        options={TASK_GROUPINGS}
        optionLabel={(option) => t(`tasks.groupings.${option}`)}
        onChange={(grouping) => onView({ grouping: grouping ?? "issue" })}
      />
      <Button variant="outline" size="sm" className="h-8" disabled={!onExport} onClick={onExport}>
        <Download aria-hidden="true" />
        {t("tasks.exportCsv")}
      </Button>
    </div>
  );
}
