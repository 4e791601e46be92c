import type { Localized } from "../scan-result";

export type PageUrlError = "page_url_format" | "page_url_duplicate";

export const PAGE_URL_ERROR_MESSAGES: Record<PageUrlError, Localized> = {
  page_url_format: { tr: "Sayfa URL'si '/' ile başlamalıdır.", en: "The page URL must start with '/'." },
  page_url_duplicate: { tr: "Bu sayfa zaten eklenmiş.", en: "This page has already been added." },
};

/** Spec §5 New page URL: starts with '/' and is unique among the site's pages (trailing slash ignored). */
export function checkPageUrl(
  input: string,
  existingPaths: readonly string[],
): { ok: true; path: string } | { ok: false; error: PageUrlError } {
  const path = input.trim();
  if (!path.startsWith("/") || path.startsWith("//") || /\s/.test(path))
    return { ok: false, error: "page_url_format" };
  const key = (value: string) => value.replace(/(.)\/+$/, "$1");
  if (existingPaths.some((existing) => key(existing) === key(path)))
    return { ok: false, error: "page_url_duplicate" };
  return { ok: true, path };
}
