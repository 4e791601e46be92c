import type { HtmlFacts } from "@sitelens/engine";
import type { PageSource } from "@sitelens/shared";

export const LANGUAGE_NAMES = { tr: "Turkish", en: "English" } as const;

/** The page's own words for grounding: title, headings and main text, capped to keep prompts small. */
export function pageTextPrompt(source: PageSource, facts: HtmlFacts, maxText = 3500): string {
  const headings = facts.headings
    .slice(0, 30)
    .map((heading) => `${"#".repeat(heading.level)} ${heading.text}`)
    .join("\n");
  return [
    `URL: ${source.url}`,
    `Current title: ${source.title ?? "(none)"}`,
    `Current meta description: ${source.metaDescription ?? "(none)"}`,
    `Headings:\n${headings || "(none)"}`,
    `Main text:\n${facts.mainText.slice(0, maxText)}`,
  ].join("\n\n");
}
