import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast";
import { addToAnalysisToast } from "@/features/sites/api/analysis-toast";
import type { LiveEvent } from "@/lib/events";
import { useLiveEvent } from "@/lib/use-live-event";

const BURST_MS = 600;

function titleOf(event: LiveEvent, language: string): string | null {
  const title = event.data.title;
  if (typeof title === "string") return title;
  if (title && typeof title === "object") {
    const localized = title as Record<string, unknown>;
    const text = localized[language] ?? localized.en;
    return typeof text === "string" ? text : null;
  }
  return null;
}

/** Spec §4: a new SEO task or AI suggestion raises a notice with its title; an analysis's burst becomes one. */
export function LiveNotices() {
  const { t, i18n } = useTranslation("notifications");
  const pending = useRef<{ titles: string[]; siteIds: Set<unknown>; timer?: ReturnType<typeof setTimeout> }>({
    titles: [],
    siteIds: new Set(),
  });

  useLiveEvent(["task.created", "suggestion.created"], (event) => {
    const title = titleOf(event, i18n.language);
    if (!title) return;
    const burst = pending.current;
    burst.titles.push(title);
    burst.siteIds.add(event.data.siteId);
    clearTimeout(burst.timer);
    burst.timer = setTimeout(() => {
      const [first, ...rest] = burst.titles;
      const [siteId, ...otherSites] = burst.siteIds;
      burst.titles = [];
      burst.siteIds = new Set();
      if (!first) return;
      const heading = event.type === "task.created" ? t("newTask") : t("newSuggestion");
      const description = rest.length ? t("andMore", { title: first, count: rest.length }) : first;
      const merged =
        event.type === "task.created" &&
        typeof siteId === "string" &&
        otherSites.length === 0 &&
        addToAnalysisToast(siteId, `${heading}: ${description}`);
      if (!merged) toast.info(heading, { description });
    }, BURST_MS);
  });
  return null;
}
