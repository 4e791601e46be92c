import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { resources } from "@/locales";
import type { Language } from "./language";

export const DEFAULT_NAMESPACE = "common";

export function initI18n(language: Language) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: "en",
    supportedLngs: ["tr", "en"],
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(resources.tr),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18next;
}

export function currentLanguage(): Language {
  return i18next.language === "en" ? "en" : "tr";
}

export async function applyLanguage(language: Language) {
  document.documentElement.lang = language;
  if (i18next.language !== language) await i18next.changeLanguage(language);
}
