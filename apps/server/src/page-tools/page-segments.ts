import type { HtmlFacts } from "@sitelens/engine";
import { splitSentences } from "@sitelens/shared";

/**
 * The main text cut at its headings: each heading with the text that follows it, so a question
 * heading gets its answer and a step heading its instructions (the extracted text has no markup).
 */
export function pageSegments(facts: HtmlFacts): { heading: string; level: number; text: string }[] {
  const segments: { heading: string; level: number; text: string }[] = [];
  let rest = facts.mainText;
  let current: { heading: string; level: number } | null = null;
  for (const heading of facts.headings) {
    const at = rest.indexOf(heading.text);
    if (at < 0) continue;
    if (current) segments.push({ ...current, text: rest.slice(0, at).trim() });
    current = { heading: heading.text, level: heading.level };
    rest = rest.slice(at + heading.text.length);
  }
  if (current) segments.push({ ...current, text: rest.trim() });
  return segments;
}

/** The first sentences of a text, up to about `max` characters, whole sentences only. */
export function leadSentences(text: string, max = 300): string {
  let out = "";
  for (const sentence of splitSentences(text)) {
    if (out && out.length + sentence.length > max) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out;
}
