/** Lower-cased names; repeated headers joined with ", " except set-cookie, joined with "\n". */
export function normaliseHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    result[key] = Array.isArray(value) ? value.join(key === "set-cookie" ? "\n" : ", ") : value;
  }
  return result;
}

/** The MIME type without parameters, lower-cased. */
export function mimeType(contentTypeHeader: string | undefined): string | null {
  const type = contentTypeHeader?.split(";")[0]?.trim().toLowerCase();
  return type ? type : null;
}
