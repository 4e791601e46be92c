import { useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { api } from "./api-client";
import { useSession } from "./auth";
import { applyLanguage } from "./i18n";
import { type Language, localizedPublicPath, publicLanguageOf, resolveLanguage } from "./language";
import { storeLanguagePreference, useStoredLanguage } from "./language-preference";
import { useLocaleSuggestion } from "./locale-suggestion";

const LANGUAGE_TOAST_MS = 2_000;

/**
 * Keeps i18next and `<html lang>` on the language the current URL and preference call for. A public
 * page's language (Turkish at /, English at /en) becomes the stored one, so the registration form or
 * the app opened from it speaks the same language as the page the visitor was reading.
 */
export function useLanguageSync() {
  const { pathname } = useLocation();
  const stored = useStoredLanguage();
  const pageLanguage = publicLanguageOf(pathname);
  const needsSuggestion = !stored && !pageLanguage;
  const suggestion = useLocaleSuggestion(needsSuggestion);
  const language = resolveLanguage({ pathname, stored, suggested: suggestion.data?.language });

  useEffect(() => {
    if (pageLanguage && pageLanguage !== stored) storeLanguagePreference(pageLanguage);
  }, [pageLanguage, stored]);
  useEffect(() => {
    void applyLanguage(language);
  }, [language]);
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === "en" ? "en" : "tr";
}

/**
 * The language switch: stored in the browser, and on the account when signed in (e-mails, push
 * notifications and PDF reports follow it). What the server wrote in the old language (notifications,
 * error texts) is fetched again in the new one.
 */
export function useChangeLanguage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useSession().data);

  return (language: Language) => {
    storeLanguagePreference(language);
    // A failed save leaves the account's old language for e-mails; the interface still switches.
    if (signedIn) void api.put("/api/settings/language", { language }).catch(() => undefined);
    if (language === i18next.language) return;
    void applyLanguage(language).then(() => {
      toast.success(i18next.t("layout:language.changed"), { duration: LANGUAGE_TOAST_MS });
      void queryClient.invalidateQueries();
    });
    if (publicLanguageOf(pathname)) {
      navigate(`${localizedPublicPath(pathname, language)}${search}${hash}`);
    }
  };
}
