import type { HtmlFacts } from "./types";

/** Structured-data dates and author fill in what meta tags did not give. */
export function readSchemaDates(facts: HtmlFacts): void {
  for (const block of facts.jsonLd) {
    for (const node of block.nodes) {
      if (typeof node.datePublished === "string") facts.dates.published ??= node.datePublished;
      if (typeof node.dateModified === "string") facts.dates.modified ??= node.dateModified;
      if (facts.metaAuthor === null) facts.metaAuthor = authorName(node.author);
    }
  }
}

function authorName(author: unknown): string | null {
  const first = Array.isArray(author) ? author[0] : author;
  if (typeof first === "string") return first;
  if (typeof first === "object" && first !== null && typeof (first as { name?: unknown }).name === "string") {
    return (first as { name: string }).name;
  }
  return null;
}
