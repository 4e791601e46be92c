import { definePageAudit, type MetaInput, SEARCH_ENGINES } from "../define-audit";
import { check, notApplicable } from "../outcome";
import { rememberLast } from "./remember-last";

/** The URL audits run in turn on each page: the page's URL is parsed once for all of them. */
const parseOnce = rememberLast((href: string): Readonly<URL> => new URL(href));

/** A URL-hygiene check on the final URL of every successfully fetched page. */
export function defineUrlAudit(
  input: Omit<MetaInput, "category" | "engines" | "learnMore">,
  isClean: (url: Readonly<URL>) => boolean,
) {
  return definePageAudit(
    {
      ...input,
      category: "technical",
      engines: SEARCH_ENGINES,
      learnMore: "https://developers.google.com/search/docs/crawling-indexing/url-structure",
    },
    (page) => {
      if (page.status < 200 || page.status >= 300) return notApplicable;
      return check(isClean(parseOnce(page.finalUrl)), [{ url: page.finalUrl }]);
    },
  );
}
