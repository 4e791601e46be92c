import type { Localized } from "../scan-result";

export type PageUrlError = "page_url_format" | "page_url_duplicate";

export const PAGE_URL_ERROR_MESSAGES: Record<PageUrlError, Localized> = {
  page_url_format: { tr: "Sayfa URL'si '/' ile başlamalıdır.", en: "The page URL must start with '/'." },
  page_url_duplicate: { tr: "Bu sayfa zaten eklenmiş.", en: "This page has already been added." },
};

const PROBE_ORIGIN = "https://site.invalid";

/**
 * Whether the path resolves on the site itself: browsers and URL parsers treat `\` as `/`, so `/\evil.com/x`
 * is `//evil.com/x`, another host; control characters are dropped by the parser the same way.
 */
function staysOnOrigin(path: string): boolean {
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Spec §5 New page URL: starts with '/' and is unique among the site's pages (trailing slash ignored). */
export function checkPageUrl(
  input: string,
  existingPaths: readonly string[],
): { ok: true; path: string } | { ok: false; error: PageUrlError } {
  const path = input.trim();
  if (!path.startsWith("/") || path.startsWith("//") || /[\s\\]/.test(path) || !staysOnOrigin(path))
    return { ok: false, error: "page_url_format" };
  const key = (value: string) => value.replace(/(.)\/+$/, "$1");
  if (existingPaths.some((existing) => key(existing) === key(path)))
    return { ok: false, error: "page_url_duplicate" };
  return { ok: true, path };
}
