import type { Task } from "@sitelens/shared";
import { formatTaskImpact } from "@sitelens/shared/text/format-task-impact";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, ChevronDown, EyeOff, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { InlineMarkdown } from "@/features/sites/components/inline-markdown";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";
import { tasksApi } from "../api/tasks-api";
import { TaskSolution } from "./task-solution";

const priorityTone = {
  high: "border-red-500/40 text-red-700 dark:text-red-300",
  medium: "border-amber-500/40 text-amber-700 dark:text-amber-300",
  low: "border-sky-500/40 text-sky-700 dark:text-sky-300",
};

export function TaskItem({ task, compact = false }: { task: Task; compact?: boolean }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["tasks"] });
  const setStatus = useMutation({
    mutationFn: (status: Task["status"]) => tasksApi.setStatus(task.id, status),
    onSuccess: (_, status) => {
      void refresh();
      if (status !== "ignored")
        return toast.success(status === "completed" ? t("tasks.completedToast") : t("tasks.reopenedToast"));
      // Ignoring is not deleting: the toast offers the way back, as Semrush's hidden issues do.
      toast.success(t("tasks.ignoredToast"), {
        action: {
          label: t("tasks.undo"),
          onClick: () =>
            tasksApi
              .setStatus(task.id, task.status)
              .then(refresh, (error: Error) =>
                toast.error(t("tasks.updateFailed"), { description: error.message }),
              ),
        },
      });
    },
    onError: (error) => toast.error(t("tasks.updateFailed"), { description: error.message }),
  });
  const done = task.status === "completed";
  const ignored = task.status === "ignored";
  return (
    <li className="rounded-lg border" data-testid="task-item" data-status={task.status}>
      <div className="flex items-start gap-3 p-3">
        <Button
          variant={done || ignored ? "secondary" : "outline"}
          size="icon"
          className="size-8 shrink-0 rounded-full"
          aria-label={done || ignored ? t("tasks.reopen") : t("tasks.complete")}
          title={done || ignored ? t("tasks.reopen") : t("tasks.complete")}
          disabled={setStatus.isPending}
          onClick={() => setStatus.mutate(done || ignored ? "pending" : "completed")}
        >
          {done || ignored ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
        </Button>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <span className={cn("font-medium text-sm", done && "text-muted-foreground line-through")}>
            <InlineMarkdown text={task.title[language]} />
          </span>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="outline" className={priorityTone[task.priority]}>
              {t(`priority.${task.priority}`)}
            </Badge>
            <Badge variant="outline">{t(`taskCategory.${task.category}`)}</Badge>
            <span className="text-muted-foreground text-xs">{formatTaskImpact(language, task.impact)}</span>
          </div>
        </div>
        {!compact && (
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-expanded={open}
              aria-label={t("tasks.details")}
              onClick={() => setOpen(!open)}
            >
              <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
            </Button>
            {!ignored && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t("tasks.ignore")}
                title={t("tasks.ignore")}
                disabled={setStatus.isPending}
                onClick={() => setStatus.mutate("ignored")}
              >
                <EyeOff aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </div>
      {open && (
        <div className="min-w-0 border-t p-3">
          <TaskSolution task={task} />
        </div>
      )}
    </li>
  );
}
