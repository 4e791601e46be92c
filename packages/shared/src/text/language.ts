export type TextLanguage = "tr" | "en";

/** Lower-cases with the language's rules (Turkish İ→i, I→ı). */
export const lower = (text: string, language: TextLanguage) => text.toLocaleLowerCase(language);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Words as they appear (letters and digits; apostrophe suffixes such as Türkiye'nin kept). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/g;
const TURKISH_WORDS = /\b(ve|bir|bu|için|ile|da|de|çok|olarak|olan|gibi|daha)\b/giu;
const ENGLISH_WORDS = /\b(the|and|of|to|is|for|with|that|this|are|you|your)\b/gi;

/** The language of a text when nothing declares it: Turkish letters and function words against English ones. */
export function guessLanguage(text: string): TextLanguage {
  const sample = text.slice(0, 4000);
  const turkish =
    (sample.match(TURKISH_LETTERS)?.length ?? 0) + 3 * (sample.match(TURKISH_WORDS)?.length ?? 0);
  const english = 3 * (sample.match(ENGLISH_WORDS)?.length ?? 0);
  return english > turkish ? "en" : "tr";
}
