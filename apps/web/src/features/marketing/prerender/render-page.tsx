import { type DehydratedState, dehydrate, QueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProvider } from "@/app/provider";
import { routes } from "@/app/router";
import { initI18n } from "@/lib/i18n";
import type { Language } from "@/lib/language";
import { resources } from "@/locales";
import { type PageSeo, setSiteOrigin, takeCollectedSeo } from "../seo/page-seo";
import { setServerQueryState } from "./prerendered-queries";

export { marketingKeys } from "../api/query-keys";

let i18nReady = false;

/**
 * The server entry of the pre-renderer (built with `vite build --ssr`): renders one public URL
 * with the same routes and providers the browser hydrates.
 */
export async function renderPage(input: {
  origin: string;
  path: string;
  language: Language;
  queries: { key: readonly unknown[]; data: unknown }[];
}): Promise<{ status: number; html: string; seo: PageSeo | null; state: DehydratedState }> {
  if (!i18nReady) {
    initI18n(input.language, resources);
    i18nReady = true;
  }
  await i18next.changeLanguage(input.language);
  setSiteOrigin(input.origin);
  const seeded = new QueryClient();
  for (const { key, data } of input.queries) seeded.setQueryData(key, data, { updatedAt: 1 });
  const state = dehydrate(seeded);
  setServerQueryState(state);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${input.origin}${input.path}`));
  if (context instanceof Response) throw new Error(`${input.path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  setServerQueryState(null);
  return { status: context.statusCode, html, seo: takeCollectedSeo(), state };
}
