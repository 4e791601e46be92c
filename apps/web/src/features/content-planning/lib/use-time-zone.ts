import { defaultTimeZone, isTimeZone } from "@sitelens/shared";
import { useState } from "react";
import { useLanguage } from "@/lib/use-language";

const STORAGE_KEY = "sitelens-time-zone";

/** The zone times are shown in: the user's choice (kept in this browser), else Istanbul for Turkish. */
export function useTimeZone() {
  const language = useLanguage();
  const [chosen, setChosen] = useState(() => {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored && isTimeZone(stored) ? stored : null;
  });
  const zone = chosen ?? defaultTimeZone(language, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const choose = (next: string) => {
    localStorage.setItem(STORAGE_KEY, next);
    setChosen(next);
  };
  return { zone, choose };
}

/** The zones offered: the common ones for our users, plus the current one. */
export function zoneChoices(current: string): string[] {
  const common = ["Europe/Istanbul", "UTC", "Europe/London", "Europe/Berlin", "America/New_York"];
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [...new Set([current, browser, ...common])].filter(Boolean);
}

/** A date and time formatted for the user in a zone. */
export function formatWhen(iso: string, zone: string, language: string) {
  return new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: zone,
  }).format(new Date(iso));
}
