/**
 * Finds English left in Turkish interface text (issue 11, item 15). Used by the translation tests
 * of the web app and the engine's audit texts, so both keep to one list.
 */

/** Real names and terms of art that stay as they are in Turkish text. */
export const NAMES_KEPT_IN_TURKISH = [
  "AI Overviews",
  "AI Mode",
  "Google Search Console",
  "Google Analytics 4",
  "Search Console",
  "Open PageRank",
  "Open Graph",
  "ChatGPT",
  "GPTBot",
  "OAI-SearchBot",
  "Googlebot",
  "Bingbot",
  "robots.txt",
  "llms.txt",
  "Core Web Vitals",
  "Lighthouse",
  "PageSpeed Insights",
  // A vendor's own menu path, written as the reader sees it on the vendor's English-only site.
  "Settings → API",
];

/** Words that mark an English phrase; none is also a Turkish word used in the interface. */
const ENGLISH_WORD =
  /\b(the|and|of|is|are|has|have|with|without|missing|page|pages|header|image|images|score|speed|check|checks|error|warning|notice|issue|issues|article|settings|learn more|your|this|that|should|found|blocked|allowed|AI|data|content|security|policy|options|signal|markup|crawl|delay)\b/i;

/** The English word in a Turkish text, ignoring code spans, URLs, placeholders and kept names. */
export function englishIn(text: string): string | null {
  let prose = text
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\{\{[^}]*\}\}|\$\{[^}]*\}/g, " ");
  for (const name of NAMES_KEPT_IN_TURKISH) prose = prose.split(name).join(" ");
  // "AI" counts only in capitals: "ai" is also a code token such as robots.txt's `ai-input`.
  const match = prose.match(ENGLISH_WORD);
  if (!match) return null;
  return match[0].toLowerCase() === "ai" && match[0] !== "AI" ? null : match[0];
}
