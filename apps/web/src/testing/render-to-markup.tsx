import { QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { initI18n } from "@/lib/i18n";
import type { Language } from "@/lib/language";
import { createQueryClient } from "@/lib/query-client";
import { resources } from "@/locales";

/**
 * Renders a component to HTML in Node (the web tests have no DOM) inside the providers the app gives
 * it: translations, a router at `path` and an empty query cache.
 */
export function renderToMarkup(ui: ReactElement, options: { path?: string; language?: Language } = {}) {
  const language = options.language ?? "en";
  if (i18next.isInitialized) void i18next.changeLanguage(language);
  else initI18n(language, resources);
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[options.path ?? "/"]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
