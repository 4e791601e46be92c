import { readFileSync } from "node:fs";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { HtmlCollector } from "../../src/gatherers/page/html-collector";
import { parseHtmlFacts } from "../../src/gatherers/page/parse-html-facts";
import { countText } from "../../src/gatherers/page/scan-words";
import { realPages } from "../fixtures/real-pages/serve-real-pages";

const read = (id: string) =>
  readFileSync(new URL(`../fixtures/real-pages/pages/${id}.html`, import.meta.url), "latin1");

describe("text measures on real saved pages", () => {
  it("counts the main text's words as split(/\\s+/) does, and its characters as /\\S/ does", {
    timeout: 60_000,
  }, () => {
    for (const page of realPages) {
      const collector = new HtmlCollector("https://example.org/page.html");
      new Parser(collector, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).end(
        read(page.id),
      );
      const mainText = collector.mainChunks.join("");
      const words = mainText.split(/\s+/).filter(Boolean).length;
      const visible = mainText.replace(/\s/g, "").length;
      const counts = countText(mainText);
      expect({ id: page.id, visible: counts.visible, words: counts.words }).toEqual({
        id: page.id,
        visible,
        words,
      });
      // The opening ends where word 101 starts: everything before it splits into exactly 100 words.
      const opening = mainText.slice(0, countText(mainText, 100).openingEnd).split(/\s+/).filter(Boolean);
      expect({ id: page.id, opening: opening.length }).toEqual({
        id: page.id,
        opening: Math.min(100, words),
      });
      const facts = parseHtmlFacts(read(page.id), "https://example.org/page.html");
      expect({ id: page.id, words: facts.wordCount }).toEqual({ id: page.id, words });
    }
  });

  it("keeps the facts of every page stable when parsed twice (no state leaks between pages)", () => {
    const [first, second] = realPages;
    if (!first || !second) throw new Error("corpus is empty");
    const once = parseHtmlFacts(read(first.id), "https://example.org/a.html");
    parseHtmlFacts(read(second.id), "https://example.org/b.html");
    expect(parseHtmlFacts(read(first.id), "https://example.org/a.html")).toEqual(once);
  });
});
