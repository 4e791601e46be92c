/** Every user-facing string of the engine exists in Turkish and English. */
export interface Localized {
  tr: string;
  en: string;
}

/** Appends the "learn more" link Lighthouse puts at the end of every audit description. */
export function withLearnMore(text: Localized, url: string): Localized {
  return { tr: `${text.tr} [Daha fazla bilgi](${url}).`, en: `${text.en} [Learn more](${url}).` };
}
