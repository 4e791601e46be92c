import i18next, { type InitOptions, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./language";

export const DEFAULT_NAMESPACE = "common";

/**
 * Both languages carry every key (locales.test.ts), so no fallback language: with translations
 * loaded on demand, a fallback would fetch the other language's files too.
 */
export function startI18n(language: Language, options: InitOptions) {
  return i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ["tr", "en"],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    ...options,
  });
}

/** Node (the pre-renderer, tests): every namespace of both languages, ready at once. */
export function initI18n(language: Language, resources: Resource) {
  void startI18n(language, { resources, ns: Object.keys(resources.tr ?? {}), initAsync: false });
  return i18next;
}

export function currentLanguage(): Language {
  return i18next.language === "en" ? "en" : "tr";
}

export async function applyLanguage(language: Language) {
  document.documentElement.lang = language;
  if (i18next.language !== language) await i18next.changeLanguage(language);
}
