import { buildSpecificFix, type Task } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAiModel } from "@/features/page-tools/components/ai-status";
import { siteQuery } from "@/features/sites/api/sites-api";
import { InlineMarkdown } from "@/features/sites/components/inline-markdown";
import { useLanguage } from "@/lib/use-language";
import { suggestionsQuery, tasksApi } from "../api/tasks-api";

/** The engine's fix, and on request an AI solution labelled with its source (AI model or rule-based). */
export function TaskSolution({ task }: { task: Task }) {
  const { t } = useTranslation("sites");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const suggestions = useQuery(suggestionsQuery(task.id));
  const ask = useMutation({
    mutationFn: () => tasksApi.aiSolution(task.id, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsQuery(task.id).queryKey }),
  });
  const latest = suggestions.data?.[0];
  const { known, model } = useAiModel();
  const platform = useQuery(siteQuery(task.siteId)).data?.analysisData?.platform;
  // Without a model, offer the button only when the site's facts make a fix more specific than the one shown.
  const offered =
    known &&
    (model !== null || buildSpecificFix(task, platform ?? { server: null, cms: null }, language) !== null);
  return (
    // One minmax(0, 1fr) column and wrapping text: a long code line or URL must not widen a phone screen.
    <div className="grid grid-cols-1 gap-3 [overflow-wrap:anywhere]">
      <div className="grid grid-cols-1 gap-1">
        <h4 className="font-medium text-sm">{t("tasks.fix")}</h4>
        <p className="whitespace-pre-line text-muted-foreground text-sm">
          <InlineMarkdown text={task.fix[language]} />
        </p>
        {task.fix.code && (
          <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
            <code>{task.fix.code}</code>
          </pre>
        )}
      </div>
      {task.affectedUrls.length > 0 && (
        <div className="grid gap-1">
          <h4 className="font-medium text-sm">{t("tasks.affected", { count: task.affectedUrls.length })}</h4>
          <ul className="grid max-h-32 gap-0.5 overflow-y-auto text-muted-foreground text-xs">
            {task.affectedUrls.map((url) => (
              <li key={url} className="truncate">
                {url}
              </li>
            ))}
          </ul>
        </div>
      )}
      {latest && (
        <div className="grid gap-2 rounded-md border p-3" data-testid="task-suggestion">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-medium text-sm">{latest.title}</h4>
            <Badge variant={latest.ruleBased ? "outline" : "secondary"}>
              {latest.ruleBased
                ? t("tasks.ruleBased")
                : t("tasks.aiBy", { model: latest.model ?? latest.provider })}
            </Badge>
          </div>
          <p className="whitespace-pre-line text-sm">{latest.content}</p>
        </div>
      )}
      {ask.error && <p className="text-destructive text-sm">{ask.error.message}</p>}
      {offered && (
        <Button
          variant="outline"
          size="sm"
          className="h-auto min-h-8 justify-self-start whitespace-normal text-left"
          disabled={ask.isPending}
          onClick={() => ask.mutate()}
          data-testid="ask-solution"
        >
          <Sparkles aria-hidden="true" />
          {ask.isPending ? t("tasks.asking") : latest ? t("tasks.askAgain") : t("tasks.aiSolution")}
        </Button>
      )}
    </div>
  );
}
