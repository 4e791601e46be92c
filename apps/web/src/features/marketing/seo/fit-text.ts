const TITLE_MAX = 60;
const TITLE_MIN = 30;
const DESCRIPTION_MAX = 160;

/** "Main | Sitelens" within 30–60 characters: a qualifier when too short, no brand when too long. */
export function pageTitle(main: string, qualifier?: string): string {
  const branded = `${main} | Sitelens`;
  if (branded.length < TITLE_MIN && qualifier) return `${main} – ${qualifier} | Sitelens`;
  return branded.length > TITLE_MAX ? main : branded;
}

/** A description cut at a word boundary so search snippets show it whole (≤ 160 characters). */
export function fitDescription(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.–-]+$/, "")}…`;
}
