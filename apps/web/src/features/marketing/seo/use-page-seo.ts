import { useEffect } from "react";
import { fitDescription } from "./fit-text";
import { collectSeo, type PageSeo } from "./page-seo";

export const SITE_NAME = "Sitelens";

/**
 * A public page declares its title, description and structured data once: the pre-renderer
 * writes them into the static HTML, and in the browser the tab title and description follow
 * client-side navigation.
 */
export function usePageSeo(input: PageSeo) {
  const seo = { ...input, description: fitDescription(input.description) };
  if (typeof window === "undefined") collectSeo(seo);
  const { title, description } = seo;
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}
