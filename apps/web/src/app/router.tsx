import { ENGLISH_PREFIX } from "@sitelens/shared/routes";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PublicLayout } from "@/components/layout/public-layout";
import { paths } from "@/config/paths";
import { marketingRoutes } from "@/features/marketing/public-routes";
import { withScreenTranslations, withTranslations } from "@/lib/load-translations";
import type { ScreenKey } from "@/locales";
import { DevOnly } from "./dev-only";
import { RequireSession } from "./require-session";
import { RootLayout } from "./root-layout";
import { appScreens, authScreens, devScreens } from "./route-table";
import type { ScreenHandle } from "./routes/coming-soon";
import { NotFoundRoute } from "./routes/not-found";
import { RouteError } from "./routes/route-error";

function comingSoonRoutes(screens: Record<string, ScreenKey>, prefix = ""): RouteObject[] {
  return Object.entries(screens).map(([pattern, screen]) => ({
    path: `${prefix}${pattern}`,
    lazy: () => import("./routes/coming-soon"),
    handle: { screen } satisfies ScreenHandle,
  }));
}

/** Real screens name themselves like the placeholders did, so the tab title follows the route (spec §2). */
function withScreens(routes: RouteObject[], screens: Record<string, ScreenKey>): RouteObject[] {
  return routes.map((route) => {
    const screen = route.path ? screens[route.path] : undefined;
    return screen && !route.handle ? { ...route, handle: { screen } satisfies ScreenHandle } : route;
  });
}

function publicRoutes(prefix: "" | typeof ENGLISH_PREFIX): RouteObject[] {
  return marketingRoutes(prefix);
}

/** The first lazy screen loads in a few milliseconds; a blank frame flickers less than a spinner. */
function InitialLoad() {
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: InitialLoad,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...publicRoutes(""),
          ...publicRoutes(ENGLISH_PREFIX),
          // Listed before the placeholders: React Router picks the first of equally specific routes.
          { path: "/login", lazy: withScreenTranslations(() => import("@/features/auth/routes/login")) },
          {
            path: "/register",
            lazy: withScreenTranslations(() => import("@/features/auth/routes/register")),
          },
          {
            path: "/pending-confirmation",
            lazy: withScreenTranslations(() => import("@/features/auth/routes/pending-confirmation")),
          },
          {
            element: <RequireSession />,
            children: [
              {
                path: "/payment",
                lazy: withScreenTranslations(() => import("@/features/billing/routes/payment")),
              },
              ...["/payment-success", "/payment-callback"].map((path) => ({
                path,
                lazy: withScreenTranslations(() => import("@/features/billing/routes/payment-result")),
              })),
            ],
          },
          ...comingSoonRoutes(authScreens),
          { path: "*", element: <NotFoundRoute /> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: withScreenTranslations(() =>
              import("@/components/layout/app-layout").then((module) => ({ Component: module.AppLayout })),
            ),
            children: withScreens(
              [
                { path: "/app", lazy: () => import("@/features/sites/routes/sites-dashboard") },
                { path: "/app/sites/:id", lazy: () => import("@/features/site-detail/routes/site-detail") },
                { path: "/account-info", lazy: () => import("@/features/account/routes/account-info") },
                { path: "/settings", lazy: () => import("@/features/account/routes/settings") },
                { path: "/billing", lazy: () => import("@/features/billing/routes/billing") },
                { path: "/dashboard", lazy: () => import("@/features/dashboard/routes/portfolio-dashboard") },
                { path: "/rank-checker", lazy: () => import("@/features/rank-checker/routes/rank-checker") },
                {
                  path: "/content-ideas",
                  lazy: withTranslations(
                    ["search", "competitors"],
                    () => import("@/features/content-ideas/routes/content-ideas"),
                  ),
                },
                {
                  path: "/keyword-suggestions",
                  lazy: () => import("@/features/keyword-suggestions/routes/keyword-suggestions"),
                },
                {
                  path: "/competitor-analysis/:siteId",
                  lazy: withTranslations(
                    ["competitors"],
                    () => import("@/features/competitors/routes/competitor-analysis"),
                  ),
                },
                {
                  path: "/backlink-analysis/:siteId",
                  lazy: withTranslations(
                    ["backlinks", "competitors"],
                    () => import("@/features/backlinks/routes/backlink-analysis"),
                  ),
                },
                {
                  path: "/meta-tag-generator",
                  lazy: () => import("@/features/page-tools/routes/meta-tag-generator"),
                },
                {
                  path: "/schema-generator",
                  lazy: () => import("@/features/page-tools/routes/schema-generator"),
                },
                {
                  path: "/content-editor/:siteId",
                  lazy: () => import("@/features/page-tools/routes/content-editor"),
                },
                {
                  path: "/content-create",
                  lazy: () => import("@/features/content-planning/routes/content-create"),
                },
                ...comingSoonRoutes(appScreens),
              ],
              appScreens,
            ),
          },
        ],
      },
      {
        element: <DevOnly />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              {
                path: "/dev/mailbox",
                lazy: withScreenTranslations(() => import("@/features/auth/routes/dev-mailbox")),
              },
              ...comingSoonRoutes(devScreens),
              { path: paths.dev.crash(), lazy: () => import("./routes/dev-crash") },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
