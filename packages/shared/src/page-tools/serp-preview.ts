import { SERP_METRIC_CHARACTERS, serpFontMetrics } from "./serp-font-metrics";

export type SerpFont = keyof typeof serpFontMetrics;
export type SerpDevice = "desktop" | "mobile";

/**
 * How Google lays out a result, in CSS pixels: titles about 600 px wide, descriptions about
 * 920 px on desktop (two lines) and 680 px on mobile. Desktop uses Arial, mobile (Android) Roboto.
 */
export const serpLayout = {
  desktop: { font: "arial", title: { sizePx: 20, maxPx: 600 }, description: { sizePx: 14, maxPx: 920 } },
  mobile: { font: "roboto", title: { sizePx: 20, maxPx: 600 }, description: { sizePx: 14, maxPx: 680 } },
} as const satisfies Record<
  SerpDevice,
  { font: SerpFont; title: { sizePx: number; maxPx: number }; description: { sizePx: number; maxPx: number } }
>;

const ELLIPSIS = " ...";
const indexOf = new Map([...SERP_METRIC_CHARACTERS].map((char, index) => [char, index]));

function advance(font: SerpFont, char: string): number {
  const metrics = serpFontMetrics[font];
  const index = indexOf.get(char) ?? indexOf.get(char.normalize("NFD")[0] ?? "") ?? indexOf.get("o")!;
  return metrics.widths[index]! / metrics.unitsPerEm;
}

/** The width in CSS pixels of one line of text, from the font's real advance widths (no kerning). */
export function textWidthPx(text: string, font: SerpFont, sizePx: number): number {
  let em = 0;
  for (const char of text) em += advance(font, char);
  return em * sizePx;
}

export interface Truncation {
  text: string;
  truncated: boolean;
  /** Width of the full text. */
  widthPx: number;
}

/**
 * Cuts as Google does: the longest run of whole words that fits together with " ...", or, for one
 * word longer than the line, as many characters as fit.
 */
export function truncateToWidth(text: string, maxPx: number, font: SerpFont, sizePx: number): Truncation {
  const clean = text.replace(/\s+/g, " ").trim();
  const widthPx = textWidthPx(clean, font, sizePx);
  if (widthPx <= maxPx) return { text: clean, truncated: false, widthPx };
  const budget = maxPx - textWidthPx(ELLIPSIS, font, sizePx);
  let cut = "";
  let used = 0;
  for (const word of clean.split(" ")) {
    const next = cut ? ` ${word}` : word;
    const width = textWidthPx(next, font, sizePx);
    if (used + width > budget) break;
    cut += next;
    used += width;
  }
  if (!cut) {
    for (const char of clean) {
      const width = advance(font, char) * sizePx;
      if (used + width > budget) break;
      cut += char;
      used += width;
    }
  }
  return { text: `${cut.replace(/[\s,;:–—-]+$/, "")}${ELLIPSIS}`, truncated: true, widthPx };
}
