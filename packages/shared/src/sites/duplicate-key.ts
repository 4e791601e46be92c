/** Spec §5 Duplicate site: host without www plus path without trailing slash; protocol, query and case ignored. */
export function siteDuplicateKey(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  return `${host}${parsed.pathname.replace(/\/+$/, "")}`;
}

export function isDuplicateSite(url: string, existingUrls: readonly string[]): boolean {
  const key = siteDuplicateKey(url);
  return existingUrls.some((existing) => siteDuplicateKey(existing) === key);
}

export const DUPLICATE_SITE_MESSAGE = {
  tr: "Bu URL zaten eklenmiş.",
  en: "This URL has already been added.",
};
