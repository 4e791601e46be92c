import { effectiveCanonical } from "../../audits/shared/declared-canonicals";
import { isBlockingDirective, robotsDirectives } from "../../audits/shared/robots-directives";
import { detachString } from "../detach-string";
import { documentBaseUrl } from "../page/document-base-url";
import type { PageArtifact } from "../page/types";
import type { LinkEdge, PageRecord } from "./types";

const EXCERPT_CHARS = 400;
const ANCHOR_CHARS = 100;

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

/** Internal links of a page as edges of the site's link graph. */
export function buildLinkEdges(
  page: PageArtifact,
  keep: (text: string) => string = detachString,
): LinkEdge[] {
  return (page.html?.links ?? []).flatMap((link) =>
    link.internal && link.href
      ? [
          {
            source: page.url,
            target: keep(link.href),
            anchor: keep(link.text.slice(0, ANCHOR_CHARS)),
            nofollow: link.nofollow,
            position: link.position,
          },
        ]
      : [],
  );
}
