import { matchRoutes, type RouteObject } from "react-router";

const ROUTE_MODULE_KEYS = [
  "Component",
  "ErrorBoundary",
  "HydrateFallback",
  "handle",
  "loader",
  "action",
] as const;

/**
 * Resolves the lazy routes matching the URL before hydration: React Router would otherwise
 * render its fallback first, and that would not match the pre-rendered HTML.
 */
export async function preloadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = (await route.lazy()) as Record<string, unknown>;
      for (const key of ROUTE_MODULE_KEYS) if (key in module) Object.assign(route, { [key]: module[key] });
      route.lazy = undefined;
    }),
  );
}
