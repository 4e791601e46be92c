import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";
import { computeSimhash } from "./compute-simhash";
import { HtmlCollector } from "./html-collector";
import { measureEvidence } from "./measure-evidence";
import { readSchemaDates } from "./read-schema-dates";
import type { HtmlFacts } from "./types";

/** One streaming htmlparser2 pass over the server HTML, reduced to compact facts. */
export function parseHtmlFacts(html: string, baseUrl: string): HtmlFacts {
  const collector = new HtmlCollector(baseUrl);
  const parser = new Parser(collector, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
  });
  parser.end(html);
  collector.finish();
  const facts = collector.facts;
  const fullText = collector.mainChunks.join("").toLowerCase();
  const words = fullText.match(/[\p{L}\p{N}]+/gu) ?? [];
  facts.wordCount = words.length;
  facts.textHash = createHash("sha1").update(words.join(" ")).digest("hex");
  facts.simhash = computeSimhash(words);
  const evidence = measureEvidence(collector.mainChunks.join(""));
  facts.evidence.statistics = evidence.statistics;
  facts.evidence.quotations += evidence.quotedPassages;
  facts.evidence.citations = facts.links.filter((l) => l.href && !l.internal && l.position === "main").length;
  readSchemaDates(facts);
  return facts;
}
