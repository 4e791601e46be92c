import { keyPhrases } from "../text/key-phrases";
import { lower, type TextLanguage, words } from "../text/language";
import { splitSentences } from "../text/sentences";
import { stem } from "../text/stem";
import { charCount, META_DESCRIPTION_RANGE, META_TITLE_RANGE, trimAtWord } from "./meta-limits";

export interface PageText {
  language: TextLanguage;
  title: string | null;
  h1: string | null;
  headings: string[];
  leadText: string;
  mainText: string;
  /** The brand, appended to short titles. */
  siteName: string;
}

export interface ExtractedMeta {
  title: string;
  description: string;
  keywords: string[];
}

const capitalise = (text: string, language: TextLanguage) =>
  text ? text[0]!.toLocaleUpperCase(language) + text.slice(1) : text;
const inRange = (text: string, range: { min: number; max: number }) =>
  charCount(text) >= range.min && charCount(text) <= range.max;
const distance = (text: string, range: { min: number; max: number }) =>
  Math.max(0, range.min - charCount(text), charCount(text) - range.max);

/** The title without its " | Brand" tail, which the candidates add back themselves. */
function coreTitle(title: string, siteName: string): string {
  const parts = title.split(/\s+[|–—·-]\s+/);
  const brand = siteName.toLocaleLowerCase("tr");
  const kept = parts.filter((part) => part.toLocaleLowerCase("tr") !== brand);
  return (kept.length > 0 ? kept : parts).join(" – ").trim();
}

function titleCandidates(page: PageText, phrases: string[]): string[] {
  const bases = [page.h1, page.title ? coreTitle(page.title, page.siteName) : null]
    .filter((text): text is string => Boolean(text?.trim()))
    .map((text) => capitalise(text.trim(), page.language));
  const main = capitalise(phrases[0] ?? "", page.language);
  const options = new Set<string>();
  for (const base of bases) {
    options.add(base);
    options.add(`${base} | ${page.siteName}`);
    if (main && !lower(base, page.language).includes(lower(main, page.language))) {
      options.add(`${main}: ${base}`);
      options.add(`${base} – ${main}`);
    }
  }
  if (main) {
    options.add(`${main} | ${page.siteName}`);
  }
  // Prefer candidates inside 50–60; others are trimmed at a word boundary and ranked by distance.
  return [...options]
    .map((text) => trimAtWord(text, META_TITLE_RANGE.max))
    .filter((text, index, all) => charCount(text) >= 10 && all.indexOf(text) === index)
    .sort((a, b) => distance(a, META_TITLE_RANGE) - distance(b, META_TITLE_RANGE));
}

/**
 * Whole sentences of the page: the lead paragraphs, then the main text cut at its headings (which
 * carry no full stop in the extracted text); a fragment cut by the extraction cap is left out.
 */
function pageSentences(page: PageText): string[] {
  let main = page.mainText;
  for (const heading of [page.h1 ?? "", ...page.headings].filter(Boolean))
    main = main.split(heading).join("\n");
  return [page.leadText, ...main.split("\n")]
    .flatMap(splitSentences)
    .filter((sentence) => /[.!?…]["'”’)]*$/u.test(sentence) && !/^(yazan|by)\b|·/iu.test(sentence));
}

/** Sentence selection: sentences that carry the key phrases, early ones first, joined to fit 150–160. */
function descriptionCandidates(page: PageText, phraseStems: string[][]): string[] {
  const sentences = pageSentences(page)
    .filter((sentence, index, all) => all.indexOf(sentence) === index)
    .filter((sentence) => charCount(sentence) >= 30 && charCount(sentence) <= 400)
    .slice(0, 40);
  const score = (sentence: string, index: number) => {
    const stems = new Set(words(sentence).map((word) => stem(lower(word, page.language), page.language)));
    const covered = phraseStems.filter((phrase) => phrase.every((key) => stems.has(key))).length;
    return covered * 2 + 3 / (index + 1);
  };
  const ranked = sentences.map((sentence, index) => ({ sentence, index, score: score(sentence, index) }));
  const starts = [...ranked].sort((a, b) => b.score - a.score).slice(0, 5);
  const results = new Set<string>();
  for (const start of starts) {
    let text = start.sentence;
    for (const next of ranked.filter((entry) => entry.index > start.index)) {
      if (charCount(text) >= META_DESCRIPTION_RANGE.min) break;
      if (charCount(`${text} ${next.sentence}`) <= META_DESCRIPTION_RANGE.max)
        text = `${text} ${next.sentence}`;
    }
    if (charCount(text) > META_DESCRIPTION_RANGE.max) {
      text = `${trimAtWord(text, META_DESCRIPTION_RANGE.max - 1).replace(/[.!?]$/, "")}…`;
    }
    results.add(text);
  }
  return [...results].sort(
    (a, b) => Number(inRange(b, META_DESCRIPTION_RANGE)) - Number(inRange(a, META_DESCRIPTION_RANGE)),
  );
}

/**
 * Meta title, description and keyword candidates from the page's own text, without AI: key phrases
 * (stop words removed, Turkish or English stems), titles built from the H1/title and the top phrase,
 * and descriptions selected from the page's sentences, all fitted to 50–60 and 150–160 characters.
 */
export function extractMetaCandidates(page: PageText, count = 3): ExtractedMeta[] {
  const phrases = keyPhrases(
    [
      { text: page.title ?? "", weight: 3 },
      { text: page.h1 ?? "", weight: 3 },
      { text: page.headings.join(". "), weight: 2 },
      { text: page.mainText, weight: 1 },
    ],
    page.language,
    10,
  );
  const keywords = phrases.slice(0, 8).map((phrase) => lower(phrase.text, page.language));
  const titles = titleCandidates(
    page,
    phrases.map((phrase) => phrase.text),
  );
  const descriptions = descriptionCandidates(
    page,
    phrases.slice(0, 6).map((phrase) => phrase.stems),
  );
  const total = Math.min(count, Math.max(titles.length, descriptions.length));
  return Array.from({ length: total }, (_, index) => ({
    title: titles[index % Math.max(1, titles.length)] ?? page.siteName,
    description: descriptions[index % Math.max(1, descriptions.length)] ?? "",
    keywords: index === 0 ? keywords : [...keywords.slice(index), ...keywords.slice(0, index)],
  }));
}
