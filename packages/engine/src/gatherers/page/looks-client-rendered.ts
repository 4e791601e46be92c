import type { HtmlFacts } from "./types";

/** Fewer words than this in the server HTML, with scripts present, means the content is built by JavaScript. */
const MIN_SERVER_WORDS = 50;

/** The server HTML lacks its main content and has scripts: crawlers that do not run JavaScript see a shell. */
export function looksClientRendered(html: HtmlFacts): boolean {
  return html.wordCount < MIN_SERVER_WORDS && html.scriptCount > 0;
}
