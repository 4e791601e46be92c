import { effectiveCanonical } from "../../audits/shared/declared-canonicals";
import { isBlockingDirective, robotsDirectives } from "../../audits/shared/robots-directives";
import { detachString } from "../detach-string";
import { documentBaseUrl } from "../page/document-base-url";
import type { PageArtifact } from "../page/types";
import type { PageRecord } from "./types";

const EXCERPT_CHARS = 400;

/** The compact part of a page artifact that site audits and the result keep after per-page audits ran. */
export function buildPageRecord(page: PageArtifact): PageRecord {
  const html = page.html;
  const base = documentBaseUrl(page);
  return {
    url: page.url,
    finalUrl: page.finalUrl,
    status: page.status,
    depth: page.depth,
    clickDepth: null,
    errorCode: page.errorCode,
    blockedByRobots: page.blockedByRobots,
    isHtml: html !== null,
    redirected: page.redirects.length > 0 && page.finalUrl !== page.url,
    title: detachString(html?.titles[0] || null),
    description: detachString(html?.metaDescriptions[0] || null),
    h1: detachString(html?.headings.find((heading) => heading.level === 1)?.text || null),
    excerpt: detachString((html?.leadText || html?.mainText || "").slice(0, EXCERPT_CHARS)),
    author: detachString(html?.metaAuthor ?? null),
    published: detachString(html?.dates.published ?? null),
    canonical: html ? detachString(effectiveCanonical(page)) : null,
    hreflangs: (html?.hreflangs ?? []).flatMap(({ lang, href }) =>
      URL.canParse(href, base) ? [{ lang: detachString(lang.trim()), href: new URL(href, base).href }] : [],
    ),
    noindex: robotsDirectives(page, null).some((directive) => isBlockingDirective(directive)),
    textHash: html?.textHash ?? null,
    simhash: html?.simhash ?? null,
    wordCount: html?.wordCount ?? 0,
  };
}
