/**
 * Builds text within [min, max] characters from the words given, in order, never cutting a word;
 * shorter when the words run out (the page does not have more to say).
 */
export function fitText(parts: string[], min: number, max: number, separator = " "): string {
  const words = parts.join(separator).replace(/\s+/g, " ").trim().split(" ");
  let text = "";
  for (const word of words) {
    const next = text ? `${text} ${word}` : word;
    if ([...next].length > max) break;
    text = next;
    if ([...text].length >= min && /[.!?]$/.test(text)) break;
  }
  return text.replace(/[,;:–-]+$/, "").trim();
}
