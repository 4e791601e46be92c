import { ENGLISH_PREFIX, PUBLIC_ROUTE_PATTERNS } from "@sitelens/shared/routes";

export const LANGUAGES = ["tr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "tr";

/** Languages we once offered (or a browser may store) that now fall back to English. */
const ENGLISH_ALIASES = new Set(["en", "fr", "de"]);

export function normalizeStoredLanguage(stored: string | null | undefined): Language | null {
  if (!stored) return null;
  const code = stored.trim().toLowerCase().slice(0, 2);
  if (code === "tr") return "tr";
  return ENGLISH_ALIASES.has(code) ? "en" : null;
}

function isEnglishPublicPath(pathname: string): boolean {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`);
}

const turkishPublicPatterns = PUBLIC_ROUTE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`),
);

/** Public pages carry their language in the URL: the root is Turkish, /en is English. */
export function publicLanguageOf(pathname: string): Language | null {
  if (isEnglishPublicPath(pathname)) return "en";
  return turkishPublicPatterns.some((re) => re.test(pathname)) ? "tr" : null;
}

export function resolveLanguage(input: {
  pathname: string;
  stored: string | null | undefined;
  suggested: Language | null | undefined;
}): Language {
  return (
    publicLanguageOf(input.pathname) ??
    normalizeStoredLanguage(input.stored) ??
    input.suggested ??
    DEFAULT_LANGUAGE
  );
}

/** The same public page in another language (`/pricing` <-> `/en/pricing`). */
export function localizedPublicPath(pathname: string, language: Language): string {
  const base = isEnglishPublicPath(pathname) ? pathname.slice(ENGLISH_PREFIX.length) || "/" : pathname;
  if (language === "tr") return base;
  return base === "/" ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${base}`;
}

export function upperCase(text: string, language: Language): string {
  return text.toLocaleUpperCase(language);
}
