import type { VisibilityRun } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { visibilityAnswersQuery } from "../api/visibility-api";

const NAMES = { chatgpt: "ChatGPT", gemini: "Gemini", grok: "Grok" } as const;

function Answers({ runId }: { runId: string }) {
  const { t } = useTranslation("visibility");
  const answers = useQuery(visibilityAnswersQuery(runId));
  if (answers.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (answers.isError) return <p className="text-destructive text-sm">{answers.error.message}</p>;
  return (
    <ol className="grid gap-3 text-sm">
      {answers.data.map((answer) => (
        <li key={answer.id} className="grid gap-1 rounded-md border p-3">
          <p className="font-medium">
            {answer.prompt} <span className="text-muted-foreground text-xs">#{answer.sample}</span>
          </p>
          <p className="text-xs">
            <span
              className={
                answer.mentioned ? "text-emerald-600 dark:text-emerald-400" : "text-muted-foreground"
              }
            >
              {answer.mentioned ? t("mentioned") : t("notMentioned")}
            </span>
            {answer.position !== null && ` · ${t("position", { position: answer.position })}`}
            {answer.cited && ` · ${t("cited")}`}
          </p>
          {answer.competitorsMentioned.length > 0 && (
            <p className="text-muted-foreground text-xs">
              {t("competitors", { names: answer.competitorsMentioned.join(", ") })}
            </p>
          )}
          <p className="whitespace-pre-wrap break-words text-muted-foreground">{answer.text}</p>
          {answer.citations.length > 0 && (
            <ul className="grid gap-0.5 text-xs">
              {answer.citations.map((citation, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same URL may be cited twice
                <li key={index} className="truncate">
                  <a
                    href={citation.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-primary underline"
                  >
                    {citation.title ?? citation.url}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The raw answers of one measurement, with what was found in each. */
export function RunAnswersDialog({ run }: { run: VisibilityRun }) {
  const { t } = useTranslation("visibility");
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto p-0 text-xs">
          {t("answers")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{t("answersTitle", { engine: NAMES[run.engine] })}</DialogTitle>
        <Answers runId={run.id} />
      </DialogContent>
    </Dialog>
  );
}
