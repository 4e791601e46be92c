import type { HtmlFacts } from "../../gatherers/page/types";
import { defineHtmlAudit, type MetaInput } from "../define-audit";
import { check, notApplicable } from "../outcome";
import { isLegalOrContactPage } from "./legal-and-contact-pages";

/**
 * Pages long enough to be cited as a source are where the GEO paper's evidence methods apply;
 * legal notices and contact pages are long for other reasons and should not carry quotes.
 */
const MIN_CONTENT_WORDS = 300;

export function defineEvidenceAudit(
  input: Omit<MetaInput, "category" | "engines" | "learnMore">,
  hasEvidence: (html: HtmlFacts) => boolean,
) {
  return defineHtmlAudit(
    {
      ...input,
      category: "aio",
      taskCategory: "content",
      engines: ["chatgpt", "gemini", "grok"],
      learnMore: "https://arxiv.org/abs/2311.09735",
    },
    (html, page) =>
      page.status !== 200 || html.wordCount < MIN_CONTENT_WORDS || isLegalOrContactPage(page.finalUrl, html)
        ? notApplicable
        : check(hasEvidence(html), [{ url: page.url, words: html.wordCount }]),
  );
}
