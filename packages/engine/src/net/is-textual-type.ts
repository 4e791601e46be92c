const TEXTUAL_APPLICATION_TYPES = new Set([
  "application/xhtml+xml",
  "application/xml",
  "application/json",
  "application/ld+json",
  "application/javascript",
  "application/ecmascript",
  "application/manifest+json",
  "application/rss+xml",
  "application/atom+xml",
]);

/** Whether a response's MIME type carries text we decode (unknown types are sniffed as text too). */
export function isTextualType(contentType: string | null): boolean {
  if (contentType === null) return true;
  if (contentType.startsWith("text/")) return true;
  return TEXTUAL_APPLICATION_TYPES.has(contentType) || /\+(xml|json)$/.test(contentType);
}
