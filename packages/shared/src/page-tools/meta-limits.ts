/** Spec §5/§9: recommended meta title 50–60 characters, description 150–160. */
export const META_TITLE_RANGE = { min: 50, max: 60 } as const;
export const META_DESCRIPTION_RANGE = { min: 150, max: 160 } as const;

export type LengthRange = { min: number; max: number };

/**
 * Characters as a reader counts them (code points, not UTF-16 units), as `[...text].length` counts them without
 * building that array: the title and description audits ask this of every page.
 */
export function charCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdbff) continue;
    const next = text.charCodeAt(i + 1);
    // A high surrogate followed by a low one is one code point; a lone surrogate counts alone, as in the array.
    if (next >= 0xdc00 && next <= 0xdfff) {
      count--;
      i++;
    }
  }
  return count;
}

export function lengthStatus(text: string, range: LengthRange): "short" | "ok" | "long" {
  const length = charCount(text.trim());
  return length < range.min ? "short" : length > range.max ? "long" : "ok";
}

/** Trims to at most `max` characters at a word boundary, without dangling punctuation. */
export function trimAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (charCount(clean) <= max) return clean;
  const head = [...clean].slice(0, max + 1).join("");
  const cut = head.lastIndexOf(" ");
  const words = cut > max / 2 ? head.slice(0, cut) : [...clean].slice(0, max).join("");
  return words.replace(/[\s,;:–—|-]+$/, "").trim();
}
