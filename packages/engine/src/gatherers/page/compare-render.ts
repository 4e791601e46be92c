import { detachString } from "../detach-string";
import type { HtmlFacts } from "./types";

export type RenderField =
  | "title"
  | "description"
  | "canonical"
  | "robots"
  | "h1"
  | "headings"
  | "links"
  | "words";

export interface RenderDifference {
  field: RenderField;
  server: string;
  rendered: string;
}

/** What JavaScript changed on one rendered page, kept compactly for site audits and the result. */
export interface RenderComparison {
  url: string;
  ms: number;
  timedOut: boolean;
  differences: RenderDifference[];
  /** Links (absolute, deduplicated) present only in the rendered DOM: crawlers without JavaScript miss them. */
  jsOnlyLinks: number;
  jsOnlyLinkSample: string[];
}

const LINK_SAMPLE = 5;

/** Screaming Frog's JavaScript mode, field by field: title, description, canonical, robots, headings, links, text. */
export function compareRender(
  url: string,
  server: HtmlFacts,
  rendered: HtmlFacts,
  timing: { ms: number; timedOut: boolean },
): RenderComparison {
  const fields: [RenderField, (facts: HtmlFacts) => string][] = [
    ["title", (facts) => facts.titles.join(" | ")],
    ["description", (facts) => facts.metaDescriptions.join(" | ")],
    ["canonical", (facts) => facts.canonicals.join(" ")],
    ["robots", robotsText],
    ["h1", (facts) => headingTexts(facts, 1)],
    ["headings", (facts) => String(facts.headings.length)],
    ["links", (facts) => String(linkSet(facts).size)],
    ["words", (facts) => String(facts.wordCount)],
  ];
  const differences = fields.flatMap(([field, read]) => {
    const before = read(server);
    const after = read(rendered);
    return before === after ? [] : [{ field, server: detachString(before), rendered: detachString(after) }];
  });
  const serverLinks = linkSet(server);
  const jsOnly = [...linkSet(rendered)].filter((href) => !serverLinks.has(href));
  return {
    url,
    ...timing,
    differences,
    jsOnlyLinks: jsOnly.length,
    jsOnlyLinkSample: jsOnly.slice(0, LINK_SAMPLE).map((href) => detachString(href)),
  };
}

/** Head robots meta tags as "name: content" (tags in the body are ignored by search engines). */
export function robotsText(facts: HtmlFacts): string {
  return facts.robotsMeta
    .filter((meta) => !meta.inBody)
    .map((meta) => `${meta.name}: ${meta.content.trim().toLowerCase()}`)
    .join(", ");
}

function headingTexts(facts: HtmlFacts, level: number): string {
  return facts.headings
    .filter((heading) => heading.level === level)
    .map((heading) => heading.text)
    .join(" | ");
}

function linkSet(facts: HtmlFacts): Set<string> {
  return new Set(facts.links.flatMap((link) => (link.href ? [link.href] : [])));
}
