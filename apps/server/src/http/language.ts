import type { Context } from "hono";

export const LANGUAGES = ["tr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Reads the request's language: an explicit tr/en wins, everything else (fr, de, …) is English. */
export function parseLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return "en";
  const first = acceptLanguage.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("tr") ? "tr" : "en";
}

export function requestLanguage(c: Context): Language {
  return parseLanguage(c.req.header("accept-language"));
}
