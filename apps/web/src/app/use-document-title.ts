import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { ScreenKey } from "@/locales";

const APP_NAME = "Sitelens";

/** Routes name their screen in `handle.screen`; the tab title follows it in the current language. */
export function useDocumentTitle() {
  const { t } = useTranslation("screens");
  const screen = useMatches()
    .map((match) => (match.handle as { screen?: ScreenKey } | undefined)?.screen)
    .findLast((key) => key !== undefined);
  const title = screen ? `${t(screen)} · ${APP_NAME}` : APP_NAME;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
