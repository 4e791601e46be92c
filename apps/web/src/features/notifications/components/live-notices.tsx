import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
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
  const pending = useRef<{ titles: string[]; timer?: ReturnType<typeof setTimeout> }>({ titles: [] });

  useLiveEvent(["task.created", "suggestion.created"], (event) => {
    const title = titleOf(event, i18n.language);
    if (!title) return;
    const burst = pending.current;
    burst.titles.push(title);
    clearTimeout(burst.timer);
    burst.timer = setTimeout(() => {
      const [first, ...rest] = burst.titles;
      burst.titles = [];
      if (!first) return;
      const heading = event.type === "task.created" ? t("newTask") : t("newSuggestion");
      toast.info(heading, {
        description: rest.length ? t("andMore", { title: first, count: rest.length }) : first,
      });
    }, BURST_MS);
  });
  return null;
}
