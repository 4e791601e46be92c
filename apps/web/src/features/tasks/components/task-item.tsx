import type { Task } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, ChevronDown, Trash2, Undo2 } from "lucide-react";
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
      toast.success(status === "completed" ? t("tasks.completedToast") : t("tasks.reopenedToast"));
      void refresh();
    },
    onError: (error) => toast.error(t("tasks.updateFailed"), { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: () => tasksApi.remove(task.id),
    onSuccess: refresh,
    onError: (error) => toast.error(error.message),
  });
  const done = task.status === "completed";
  return (
    <li className="rounded-lg border" data-testid="task-item" data-status={task.status}>
      <div className="flex items-start gap-3 p-3">
        <Button
          variant={done ? "secondary" : "outline"}
          size="icon"
          className="size-8 shrink-0 rounded-full"
          aria-label={done ? t("tasks.reopen") : t("tasks.complete")}
          title={done ? t("tasks.reopen") : t("tasks.complete")}
          disabled={setStatus.isPending}
          onClick={() => setStatus.mutate(done ? "pending" : "completed")}
        >
          {done ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
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
            <span className="text-muted-foreground text-xs">
              {t("tasks.impact", { points: task.impact.toFixed(1) })}
            </span>
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
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t("tasks.delete")}
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      {open && (
        <div className="border-t p-3">
          <TaskSolution task={task} />
        </div>
      )}
    </li>
  );
}
