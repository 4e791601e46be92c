/**
 * A postal address and opening hours as a business writes them in the schema generator's "extra
 * info" (Turkish or English), turned into schema.org fields without AI. Only what is stated plainly
 * is taken: a labelled address ("Adres: …") or a street with its number, a five-digit postal code,
 * and day ranges with times ("Pzt-Cmt 09:00-19:00", "Mon-Fri 9:00-18:00", "Hafta içi 09.00-18.00").
 */

const DAYS: [RegExp, string][] = [
  [/^(pzt|pazartesi|mon|monday|mo)$/i, "Mo"],
  [/^(sal|salı|tue|tuesday|tu)$/i, "Tu"],
  [/^(çar|çrş|çarşamba|wed|wednesday|we)$/i, "We"],
  [/^(per|prş|perşembe|thu|thursday|th)$/i, "Th"],
  [/^(cum|cuma|fri|friday|fr)$/i, "Fr"],
  [/^(cmt|cumartesi|sat|saturday|sa)$/i, "Sa"],
  [/^(paz|pazar|sun|sunday|su)$/i, "Su"],
];
const DAY_WORD =
  "(?:pazartesi|pzt|salı|sal|çarşamba|çrş|çar|perşembe|prş|per|cumartesi|cmt|cuma|cum|pazar|paz|monday|mon|tuesday|tue|wednesday|wed|thursday|thu|friday|fri|saturday|sat|sunday|sun|mo|tu|we|th|fr|sa|su)";
const TIME = "(\\d{1,2})[:.](\\d{2})";
const RANGE = new RegExp(
  `(hafta içi|hafta sonu|her gün|weekdays|weekends|daily|every day|${DAY_WORD}(?:\\s*[-–]\\s*${DAY_WORD})?)\\s*:?\\s*${TIME}\\s*[-–]\\s*${TIME}`,
  "giu",
);
const GROUPS: Record<string, string> = {
  "hafta içi": "Mo-Fr",
  weekdays: "Mo-Fr",
  "hafta sonu": "Sa-Su",
  weekends: "Sa-Su",
  "her gün": "Mo-Su",
  daily: "Mo-Su",
  "every day": "Mo-Su",
};
const day = (word: string) => DAYS.find(([pattern]) => pattern.test(word.trim()))?.[1];
const clock = (hours: string, minutes: string) => `${hours.padStart(2, "0")}:${minutes}`;

/** schema.org openingHours lines ("Mo-Sa 09:00-19:00"), one per range found. */
export function parseOpeningHours(text: string): string[] {
  const lines: string[] = [];
  for (const match of text.matchAll(RANGE)) {
    const [, days = "", fromH = "", fromM = "", toH = "", toM = ""] = match;
    const group = GROUPS[days.toLocaleLowerCase("tr")];
    const [first = "", last] = days.split(/[-–]/);
    const span = group ?? [day(first), last ? day(last) : undefined].filter(Boolean).join("-");
    if (span) lines.push(`${span} ${clock(fromH, fromM)}-${clock(toH, toM)}`);
  }
  return lines;
}

const LABELLED = /(?:adres|address)\s*:\s*([^\n;]+)/iu;
const STREET =
  /[\p{L}\d.' ]*?\b(?:cad(?:desi)?\.?|sok(?:ak|ağı)?\.?|sk\.|mah(?:allesi)?\.?|bulvarı|blv\.|street|st\.|avenue|ave\.|road|rd\.)\s*(?:no\s*[:.]?\s*)?\d+[\p{L}/\d]*/iu;
const POSTAL = /\b(\d{5})\b/;
const COUNTRIES: Record<string, string> = { türkiye: "TR", turkiye: "TR", turkey: "TR" };

/** PostalAddress fields under `base` ("address"), from a labelled address or a street with its number. */
export function parseAddress(text: string, base: string): Record<string, string> {
  const labelled = LABELLED.exec(text)?.[1];
  const street = STREET.exec(labelled ?? text);
  if (!labelled && !street) return {};
  const found: Record<string, string> = {};
  const rest = labelled ?? text.slice((street?.index ?? 0) + (street?.[0].length ?? 0));
  const streetText = street ? street[0].trim() : (labelled?.split(",")[0]?.trim() ?? "");
  if (streetText) found[`${base}.streetAddress`] = streetText;
  const parts = (labelled ? rest.replace(streetText, "") : (rest.split(/[\n;:]|\.\s/)[0] ?? ""))
    .split(/[,/]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const localities: string[] = [];
  for (const part of parts) {
    const postal = POSTAL.exec(part)?.[1];
    if (postal) found[`${base}.postalCode`] = postal;
    const words = part.replace(POSTAL, "").trim();
    const country = COUNTRIES[words.toLocaleLowerCase("tr")];
    if (country) found[`${base}.addressCountry`] = country;
    else if (words && !/\d{3}/.test(words)) localities.push(words);
  }
  if (localities[0]) found[`${base}.addressLocality`] = localities[0];
  if (localities[1]) found[`${base}.addressRegion`] = localities[1];
  if (!found[`${base}.addressCountry`] && found[`${base}.postalCode`]) found[`${base}.addressCountry`] = "TR";
  return found;
}
