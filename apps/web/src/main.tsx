import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { initI18n } from "@/lib/i18n";
import { resolveLanguage } from "@/lib/language";
import { readStoredLanguage } from "@/lib/language-preference";
import "./index.css";

const language = resolveLanguage({
  pathname: window.location.pathname,
  stored: readStoredLanguage(),
  suggested: null,
});
initI18n(language);
document.documentElement.lang = language;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
