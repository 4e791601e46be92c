import { readdirSync, readFileSync } from "node:fs";
import { type Handler, Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { FastTokenizer } from "../../src/gatherers/page/fast-tokenizer";

const fixtures = new URL("../fixtures/", import.meta.url);
const savedPages = [
  ...readdirSync(new URL("real-pages/pages/", fixtures)).map((name) => `real-pages/pages/${name}`),
  ...readdirSync(new URL("lighthouse-seo/", fixtures))
    .filter((name) => name.endsWith(".html"))
    .map((name) => `lighthouse-seo/${name}`),
];

/** Every parser event with its source positions, so a skipped or misplaced character shows. */
function events(html: string, options: { fast: boolean; decodeEntities: boolean; chunk?: number }): string[] {
  const seen: string[] = [];
  let parser: Parser;
  const at = (name: string, ...values: unknown[]) =>
    seen.push(JSON.stringify([name, parser.startIndex, parser.endIndex, ...values]));
  const handler: Partial<Handler> = {
    onopentag: (name, attributes) => at("open", name, attributes),
    onclosetag: (name, implied) => at("close", name, implied),
    ontext: (text) => at("text", text),
    oncomment: (text) => at("comment", text),
    onprocessinginstruction: (name, data) => at("instruction", name, data),
    oncdatastart: () => at("cdata"),
    onend: () => at("end"),
  };
  parser = new Parser(handler, {
    decodeEntities: options.decodeEntities,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    ...(options.fast ? { Tokenizer: FastTokenizer } : {}),
  });
  const chunk = options.chunk ?? html.length;
  for (let start = 0; start < html.length; start += chunk) parser.write(html.slice(start, start + chunk));
  parser.end();
  return seen;
}

const HAND_MADE = [
  "plain text with no tags & an ampersand &amp; an entity &copy and &#x41;&#66;",
  "<p title='a &amp; b' data-x=\"1 & 2 &lt; 3\" data-y=un&amp;quoted>x &lt; y</p>",
  "a < b, <3 and <<p>nested</p> & trailing &am",
  "<title>Fish &amp; chips &lt;b&gt;</title><textarea>a &amp; </textarea b></textarea>",
  "<script>if (a < b && c) { x = '</scr' + 'ipt>'; }</script><style>a>b{}</style>text",
  "<!-- a comment with <tags> & --><![CDATA[ x & y ]]><?php echo 1 ?><!doctype html>",
  "<svg><title>In &amp; foreign</title><![CDATA[ raw ]]></svg>text after",
  '<p>unterminated attribute <a href="/x?a=1&b=2',
  "text ending in an entity &amp",
  "",
];

describe("FastTokenizer", () => {
  it("emits exactly what htmlparser2's own tokenizer emits on every saved real page", {
    timeout: 120_000,
  }, () => {
    expect(savedPages.length).toBeGreaterThan(90);
    for (const path of savedPages) {
      const html = readFileSync(new URL(path, fixtures), "latin1");
      const original = events(html, { fast: false, decodeEntities: true });
      expect({ path, events: events(html, { fast: true, decodeEntities: true }) }).toEqual({
        path,
        events: original,
      });
    }
  });

  it("matches on hand-made edge cases, whole or written in small chunks, with entities decoded or not", () => {
    for (const html of HAND_MADE) {
      for (const decodeEntities of [true, false]) {
        for (const chunk of [undefined, 1, 3, 7]) {
          const original = events(html, { fast: false, decodeEntities, chunk });
          expect({ html, chunk, events: events(html, { fast: true, decodeEntities, chunk }) }).toEqual({
            html,
            chunk,
            events: original,
          });
        }
      }
    }
  });

  it("matches on real pages written in chunks, where a text run or an entity spans two writes", () => {
    for (const path of savedPages.slice(0, 12)) {
      const html = readFileSync(new URL(path, fixtures), "latin1");
      const original = events(html, { fast: false, decodeEntities: true, chunk: 997 });
      expect({ path, events: events(html, { fast: true, decodeEntities: true, chunk: 997 }) }).toEqual({
        path,
        events: original,
      });
    }
  });
});
