import { useSyncExternalStore } from "react";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, "system">;

const STORAGE_KEY = "sitelens-theme";
const darkQuery = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

function resolve(theme: Theme): ResolvedTheme {
  if (theme !== "system") return theme;
  return window.matchMedia(darkQuery).matches ? "dark" : "light";
}

/** Mirrors the inline script in index.html, which applies the theme before the first paint. */
function applyTheme() {
  const resolved = resolve(readTheme());
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme) {
  try {
    if (theme === "system") localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable; the theme still applies until reload.
  }
  applyTheme();
}

export function watchSystemTheme() {
  const query = window.matchMedia(darkQuery);
  const onChange = () => {
    if (readTheme() === "system") applyTheme();
  };
  query.addEventListener("change", onChange);
  // The system may have switched between the inline script's first paint and this subscription.
  onChange();
  return () => query.removeEventListener("change", onChange);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot() {
  return `${readTheme()}:${document.documentElement.classList.contains("dark") ? "dark" : "light"}`;
}

export function useTheme(): { theme: Theme; resolvedTheme: ResolvedTheme } {
  const [theme, resolvedTheme] = useSyncExternalStore(subscribe, snapshot, () => "system:light").split(
    ":",
  ) as [Theme, ResolvedTheme];
  return { theme, resolvedTheme };
}
