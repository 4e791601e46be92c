import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app/app";
import { routes } from "@/app/router";
import { preloadRouteModules } from "@/features/marketing/prerender/preload-route-modules";
import { resolveLanguage } from "@/lib/language";
import { readStoredLanguage } from "@/lib/language-preference";
import { loadTranslations } from "@/lib/load-translations";
import "./index.css";

const language = resolveLanguage({
  pathname: window.location.pathname,
  stored: readStoredLanguage(),
  suggested: null,
});
document.documentElement.lang = language;

/** Marks <html data-ready> once the app has mounted or hydrated: before that, pre-rendered buttons are inert. */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return null;
}

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
    <ReadyMarker />
  </StrictMode>
);

// Public pages arrive pre-rendered (scripts/prerender.ts): hydrate them instead of rendering anew.
// As a transition, hydration yields to the browser between components instead of one long task.
const translations = loadTranslations(language);
if (container.hasChildNodes()) {
  void Promise.all([translations, preloadRouteModules(routes, window.location.pathname)]).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  void translations.then(() => createRoot(container).render(app));
}
