import { hash } from "node:crypto";
import { Parser } from "htmlparser2";
import { computeSimhash, hashWords } from "./compute-simhash";
import { FastTokenizer } from "./fast-tokenizer";
import { HtmlCollector } from "./html-collector";
import { measureEvidence } from "./measure-evidence";
import { readSchemaDates } from "./read-schema-dates";
import { countText } from "./scan-words";
import type { HtmlFacts } from "./types";

/** Near duplicates are judged on the opening words (a page's distinctive part); exact duplicates on all text. */
const SIMHASH_WORDS = 1500;
/** Evidence audits ask whether there is any; the first 20,000 characters answer that. */
const EVIDENCE_CHARS = 20_000;

/** One streaming htmlparser2 pass over the server HTML, reduced to compact facts. */
export function parseHtmlFacts(html: string, baseUrl: string): HtmlFacts {
  const collector = new HtmlCollector(baseUrl);
  const parser = new Parser(collector, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    Tokenizer: FastTokenizer,
  });
  parser.end(html);
  collector.finish();
  const facts = collector.facts;
  const mainText = collector.mainChunks.join("");
  // Block breaks are spaces in the joined text, so words never run across blocks.
  const counts = countText(mainText, SIMHASH_WORDS);
  facts.textChars += counts.visible;
  facts.wordCount = counts.words;
  // Only the opening words the SimHash reads are lower-cased and split (white space after them splits nothing).
  const opening = mainText.slice(0, counts.openingEnd).toLowerCase();
  // The main text is built the same way for the same markup, so a hash of it finds exact copies. The one-shot
  // hash makes no Hash object: creating one cost a third as much as hashing a page's 50,000 characters.
  facts.textHash = hash("sha1", mainText, "hex");
  facts.simhash = computeSimhash(hashWords(opening));
  const evidence = measureEvidence(mainText.slice(0, EVIDENCE_CHARS));
  facts.evidence.statistics = evidence.statistics;
  facts.evidence.quotations += evidence.quotedPassages;
  facts.evidence.citations = facts.links.filter((l) => l.href && !l.internal && l.position === "main").length;
  readSchemaDates(facts);
  return facts;
}
