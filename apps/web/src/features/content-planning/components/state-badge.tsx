import type { ContentState } from "@sitelens/shared";
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

export function StateBadge({ state, className }: { state: ContentState; className?: string }) {
  const { t } = useTranslation("content-planning");
  return (
    <span
      data-state={state}
      className={cn(
        "inline-flex w-fit shrink-0 items-center rounded-full border px-2 py-0.5 font-medium text-xs",
        STATE_STYLES[state],
        className,
      )}
    >
      {t(`states.${state}`)}
    </span>
  );
}
