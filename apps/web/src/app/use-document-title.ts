import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { ScreenKey } from "@/locales";

const APP_NAME = "Sitelens";

/** Routes name their screen in `handle.screen`; the tab title follows it in the current language. */
export function useDocumentTitle() {
  const { t } = useTranslation("screens");
  const handles = useMatches().map(
    (match) => match.handle as { screen?: ScreenKey; ownTitle?: boolean } | undefined,
  );
  const screen = handles.map((handle) => handle?.screen).findLast((key) => key !== undefined);
  const title = screen ? `${t(screen)} · ${APP_NAME}` : APP_NAME;
  // Public marketing pages set their own title and description (usePageSeo).
  const ownTitle = handles.some((handle) => handle?.ownTitle);

  useEffect(() => {
    if (!ownTitle) document.title = title;
  }, [title, ownTitle]);
}
