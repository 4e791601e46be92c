import { getDomain, getHostname } from "tldts";
import type { EngineAnswer } from "../providers/ai-engines/types";

export type AnswerFindings = {
  mentioned: boolean;
  position: number | null;
  cited: boolean;
  citedUrls: string[];
  competitorsMentioned: string[];
  competitorsCited: string[];
  sentiment: number | null;
};

/** Lower-case with Turkish rules, then drop diacritics, so "KAHVE DÜKKANI" finds "Kahve Dukkani". */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i");
}

const looksLikeDomain = (value: string) =>
  /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value.replace(/^https?:\/\/|\/.*$/g, ""));

/** What to look for in prose: a name as written; a domain as itself and as its brand label. */
function terms(entry: string): string[] {
  const clean = entry
    .trim()
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "")
    .replace(/^www\./, "");
  if (!looksLikeDomain(clean)) return [fold(entry.trim())];
  const label = (getDomain(clean) ?? clean).split(".")[0] ?? clean;
  return [fold(clean), fold(label)];
}

/** First index of any term as a whole word (letters or digits must not continue it), or -1. */
function firstIndex(folded: string, needles: string[]): number {
  let best = -1;
  for (const needle of needles) {
    if (needle.length < 2) continue;
    let from = 0;
    for (;;) {
      const index = folded.indexOf(needle, from);
      if (index === -1) break;
      const before = folded[index - 1] ?? " ";
      const after = folded[index + needle.length] ?? " ";
      if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) {
        if (best === -1 || index < best) best = index;
        break;
      }
      from = index + 1;
    }
  }
  return best;
}

/** A citation's registrable domain; Google's grounding redirects are titled with the domain. */
function citationDomain(citation: { url: string; title: string | null }): string | null {
  const host = getHostname(citation.url);
  if (host === "vertexaisearch.cloud.google.com" && citation.title && looksLikeDomain(citation.title))
    return getDomain(citation.title);
  return host ? getDomain(host) : null;
}

const POSITIVE = [
  "best",
  "recommended",
  "popular",
  "trusted",
  "reliable",
  "quality",
  "leading",
  "great",
  "excellent",
  "favourite",
  "favorite",
  "en iyi",
  "onerilen",
  "populer",
  "guvenilir",
  "kaliteli",
  "lider",
  "harika",
  "mukemmel",
  "begenilen",
  "tavsiye",
];
const NEGATIVE = [
  "complaint",
  "expensive",
  "poor",
  "bad",
  "slow",
  "worst",
  "avoid",
  "scam",
  "unreliable",
  "sikayet",
  "pahali",
  "kotu",
  "yavas",
  "en kotu",
  "kacinin",
  "dolandirici",
  "guvenilmez",
];

/** Lexicon sentiment of the sentences naming the brand, -1..1 (labelled as such in the UI). */
function sentimentOf(folded: string, needles: string[]): number | null {
  const sentences = folded
    .split(/[.!?]+(?=\s|$)|\n+/)
    .filter((sentence) => firstIndex(sentence, needles) !== -1);
  if (sentences.length === 0) return null;
  let positive = 0;
  let negative = 0;
  for (const sentence of sentences) {
    positive += POSITIVE.filter((word) => firstIndex(sentence, [word]) !== -1).length;
    negative += NEGATIVE.filter((word) => firstIndex(sentence, [word]) !== -1).length;
  }
  return positive + negative === 0 ? 0 : (positive - negative) / (positive + negative);
}

/**
 * Per answer, as the published trackers count: is the brand (name or domain) mentioned, its rank
 * among the tracked brands in order of first appearance, which of the site's URLs are cited, which
 * competitors are named or cited, and the sentiment of the mention.
 */
export function analyzeAnswer(
  answer: Pick<EngineAnswer, "text" | "citations">,
  site: { brand: string; url: string },
  competitors: string[],
): AnswerFindings {
  const folded = fold(answer.text);
  const siteDomain = getDomain(site.url);
  const brandTerms = [...new Set([...terms(site.brand), ...terms(site.url)])];
  const brandIndex = firstIndex(folded, brandTerms);
  const rivals = competitors.map((name) => ({ name, index: firstIndex(folded, terms(name)) }));
  const domains = answer.citations.map((citation) => ({ citation, domain: citationDomain(citation) }));
  const citedUrls = [
    ...new Set(domains.filter((entry) => entry.domain === siteDomain).map((entry) => entry.citation.url)),
  ];
  const competitorsCited = competitors.filter((name) => {
    const domain = looksLikeDomain(name) ? getDomain(name.replace(/^https?:\/\//, "")) : null;
    return domain !== null && domains.some((entry) => entry.domain === domain);
  });
  const named = rivals.filter((rival) => rival.index !== -1);
  const position = brandIndex === -1 ? null : 1 + named.filter((rival) => rival.index < brandIndex).length;
  return {
    mentioned: brandIndex !== -1 || citedUrls.length > 0,
    position,
    cited: citedUrls.length > 0,
    citedUrls,
    competitorsMentioned: named.map((rival) => rival.name),
    competitorsCited,
    sentiment: brandIndex === -1 ? null : sentimentOf(folded, brandTerms),
  };
}
