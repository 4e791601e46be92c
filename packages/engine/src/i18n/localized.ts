/** Every user-facing string of the engine exists in Turkish and English. */
export interface Localized {
  tr: string;
  en: string;
}

/** Documentation sites that serve their Turkish translation for ?hl=tr (and English where none exists). */
const TRANSLATED_DOCS = new Set(["developers.google.com", "support.google.com", "web.dev"]);

/** The Turkish reader's address of a page: Google's documentation in Turkish where it has it. */
export function turkishDocs(url: string): string {
  const address = new URL(url);
  if (!TRANSLATED_DOCS.has(address.hostname)) return url;
  address.searchParams.set("hl", "tr");
  return address.toString();
}

/** Appends the "learn more" link Lighthouse puts at the end of every audit description. */
export function withLearnMore(text: Localized, url: string): Localized {
  return {
    tr: `${text.tr} [Daha fazla bilgi](${turkishDocs(url)}).`,
    en: `${text.en} [Learn more](${url}).`,
  };
}
