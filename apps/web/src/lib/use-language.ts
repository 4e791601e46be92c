import i18next from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { applyLanguage } from "./i18n";
import { type Language, localizedPublicPath, publicLanguageOf, resolveLanguage } from "./language";
import { storeLanguagePreference, useStoredLanguage } from "./language-preference";
import { useLocaleSuggestion } from "./locale-suggestion";

const LANGUAGE_TOAST_MS = 2_000;

/** Keeps i18next and `<html lang>` on the language the current URL and preference call for. */
export function useLanguageSync() {
  const { pathname } = useLocation();
  const stored = useStoredLanguage();
  const needsSuggestion = !stored && !publicLanguageOf(pathname);
  const suggestion = useLocaleSuggestion(needsSuggestion);
  const language = resolveLanguage({ pathname, stored, suggested: suggestion.data?.language });

  useEffect(() => {
    void applyLanguage(language);
  }, [language]);
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === "en" ? "en" : "tr";
}

export function useChangeLanguage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  return (language: Language) => {
    storeLanguagePreference(language);
    if (language === i18next.language) return;
    void applyLanguage(language).then(() => {
      toast.success(i18next.t("layout:language.changed"), { duration: LANGUAGE_TOAST_MS });
    });
    if (publicLanguageOf(pathname)) {
      navigate(`${localizedPublicPath(pathname, language)}${search}${hash}`);
    }
  };
}
