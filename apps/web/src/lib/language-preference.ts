import { useSyncExternalStore } from "react";
import { type Language, normalizeStoredLanguage } from "./language";

const STORAGE_KEY = "sitelens-lang";
const listeners = new Set<() => void>();

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguagePreference(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the choice still applies to this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStoredLanguage(): Language | null {
  const raw = useSyncExternalStore(subscribe, readStoredLanguage, () => null);
  return normalizeStoredLanguage(raw);
}
