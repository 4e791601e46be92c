import type { ChannelRetry, ContentState } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** Each state its own colour, readable in light and dark. */
export const STATE_STYLES: Record<ContentState, string> = {
  draft: "border-slate-400/50 bg-slate-500/10 text-slate-700 dark:text-slate-300",
  scheduled: "border-sky-500/50 bg-sky-500/10 text-sky-800 dark:text-sky-300",
  published: "border-emerald-500/50 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300",
  distributed: "border-emerald-600/60 bg-emerald-600/15 text-emerald-900 dark:text-emerald-200",
  partially_distributed: "border-amber-500/60 bg-amber-500/10 text-amber-800 dark:text-amber-300",
  failed: "border-red-500/60 bg-red-500/10 text-red-800 dark:text-red-300",
};

/** A scheduled item whose channel failed and waits for its retry. */
export const RETRYING_STYLE = STATE_STYLES.partially_distributed;

export function StateBadge({
  state,
  retrying,
  className,
}: {
  state: ContentState;
  retrying?: ChannelRetry | null;
  className?: string;
}) {
  const { t } = useTranslation("content-planning");
  const retry = state === "scheduled" ? retrying : null;
  return (
    <span
      data-state={retry ? "retrying" : state}
      className={cn(
        "inline-flex w-fit shrink-0 items-center rounded-full border px-2 py-0.5 font-medium text-xs",
        retry ? RETRYING_STYLE : STATE_STYLES[state],
        className,
      )}
    >
      {retry ? t("states.retrying", { attempt: retry.attempt, of: retry.of }) : t(`states.${state}`)}
    </span>
  );
}
