import type { RouteObject } from "react-router";
import { withTranslations } from "@/lib/load-translations";

const own = { ownTitle: true };

/** The public marketing pages, for one language prefix ("" = Turkish, "/en" = English). */
export function marketingRoutes(prefix: "" | "/en"): RouteObject[] {
  const at = (path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);
  const legal = () => import("@/features/legal/routes/legal-page");
  return [
    { path: at("/"), handle: own, lazy: () => import("@/features/landing/routes/landing") },
    { path: at("/features"), handle: own, lazy: () => import("@/features/features/routes/features-index") },
    {
      path: at("/features/:feature"),
      handle: own,
      lazy: () => import("@/features/features/routes/feature-page"),
    },
    { path: at("/pricing"), handle: own, lazy: () => import("@/features/pricing/routes/pricing") },
    { path: at("/about"), handle: own, lazy: () => import("@/features/about/routes/about") },
    { path: at("/blog"), handle: own, lazy: () => import("@/features/blog/routes/blog-index") },
    { path: at("/blog/:slug"), handle: own, lazy: () => import("@/features/blog/routes/blog-post") },
    {
      path: at("/contact"),
      handle: own,
      // The form's bot check speaks the account screens' language.
      lazy: withTranslations(["auth"], () => import("@/features/contact/routes/contact")),
    },
    { path: at("/terms"), handle: own, lazy: legal },
    { path: at("/privacy"), handle: own, lazy: legal },
    { path: at("/kvkk"), handle: own, lazy: legal },
  ];
}
