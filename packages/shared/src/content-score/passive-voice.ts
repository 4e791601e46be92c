import type { TextLanguage } from "../text/language";

// English: a form of "be" or "get", optionally an adverb, then a past participle (-ed/-en or irregular).
const IRREGULAR =
  "been born bought brought built caught chosen done drawn driven eaten fallen felt found forgotten given gone grown held hidden hit kept known laid led left lost made meant met paid put read run said seen sent set shown shut sold spent spoken stolen taken taught thought thrown told understood won worn written";
const ENGLISH_PASSIVE = new RegExp(
  `\\b(?:am|is|are|was|were|be|been|being|get|gets|got|gotten)\\s+(?:\\w+ly\\s+)?(?:\\w+ed|${IRREGULAR.split(" ").join("|")})\\b`,
  "i",
);
// Turkish is verb-final: the sentence's last word carries the passive -(I)l/-(I)n before the tense.
const TURKISH_PASSIVE =
  /(?:[ıiuü]l|[ıiuü]n|ul|ün)(?:[ıiuü]r|d[ıiuü]|t[ıiuü]|m[ıiuü]ş|acak|ecek|makta|mekte|malı|meli|abilir|ebilir|m[ıiuü]şt[ıiuü]r|d[ıiuü]r)(?:[a-zçğıöşü]*)?$/;

/** Whether a sentence is in the passive voice (heuristic per language). */
export function isPassive(sentence: string, language: TextLanguage): boolean {
  if (language === "en") return ENGLISH_PASSIVE.test(sentence);
  const last = sentence
    .toLocaleLowerCase("tr")
    .replace(/[^\p{L}\s]/gu, " ")
    .trim()
    .split(/\s+/)
    .at(-1);
  return Boolean(last && last.length > 4 && TURKISH_PASSIVE.test(last));
}
