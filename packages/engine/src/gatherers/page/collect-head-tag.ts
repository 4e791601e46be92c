import type { HtmlFacts } from "./types";

type Attributes = Record<string, string>;

const VERIFICATION = {
  "google-site-verification": "google",
  "msvalidate.01": "bing",
  "yandex-verification": "yandex",
} as const;

/** inHead: in the head element as a browser builds it; inert: inside `<noscript>` or `<template>`, no element. */
export type TagPlace = { inHead: boolean; inert: boolean };

/**
 * Records what <meta> and <link> tags say. Canonical and hreflang links count only in the head
 * (as Google and Lighthouse read them); outside it they are listed as misplaced head tags.
 */
export function collectMetaOrLink(facts: HtmlFacts, name: string, attrs: Attributes, place: TagPlace): void {
  if (name === "meta") collectMeta(facts, attrs, !place.inHead);
  else if (name === "link") collectLink(facts, attrs, place);
  if (place.inHead && !place.inert) collectLighthouseHeadTag(facts, name, attrs);
}

/** What Lighthouse's MetaElements and LinkElements gatherers read: names and rel values as written, not trimmed. */
function collectLighthouseHeadTag(facts: HtmlFacts, name: string, attrs: Attributes): void {
  if (name === "meta" && (attrs.name ?? "").toLowerCase() === "description")
    facts.headDescription ??= attrs.content ?? "";
  if (name !== "link") return;
  const rel = (attrs.rel ?? "").toLowerCase();
  if (rel === "canonical" || rel === "alternate")
    facts.headLinks.push({ rel, href: attrs.href ?? null, hreflang: attrs.hreflang ?? "" });
}

function collectMeta(facts: HtmlFacts, attrs: Attributes, inBody: boolean): void {
  const metaName = (attrs.name ?? "").trim().toLowerCase();
  const property = (attrs.property ?? "").trim().toLowerCase();
  const content = attrs.content ?? "";
  const httpEquiv = (attrs["http-equiv"] ?? "").toLowerCase();
  if (attrs.charset !== undefined) facts.metaCharset = attrs.charset;
  if (httpEquiv === "content-type" && /charset=/i.test(content))
    facts.metaCharset = content.replace(/.*charset=/i, "");
  if (httpEquiv === "refresh") facts.metaRefresh = content;
  if (metaName === "description") facts.metaDescriptions.push(content.trim());
  else if (metaName === "keywords") facts.metaKeywords = true;
  else if (metaName === "author") facts.metaAuthor = content.trim() || null;
  else if (metaName === "viewport") facts.viewport = content;
  else if (metaName === "indexnow-key") facts.indexNowKey = content.trim() || null;
  else if (metaName in VERIFICATION)
    facts.verification[VERIFICATION[metaName as keyof typeof VERIFICATION]] = true;
  else if (isRobotsName(metaName)) {
    facts.robotsMeta.push({ name: metaName, content: content.toLowerCase(), inBody });
  }
  const ogKey = property || metaName;
  if (ogKey.startsWith("og:") || ogKey.startsWith("article:")) facts.openGraph[ogKey] ??= content.trim();
  if (metaName.startsWith("twitter:") || property.startsWith("twitter:"))
    facts.twitter[ogKey] ??= content.trim();
  if (ogKey === "article:published_time") facts.dates.published ??= content;
  if (ogKey === "article:modified_time") facts.dates.modified ??= content;
}

function collectLink(facts: HtmlFacts, attrs: Attributes, place: TagPlace): void {
  const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
  // Kept as written: a relative canonical or hreflang is itself a finding (as in Lighthouse).
  const href = attrs.href ?? "";
  const hreflang = rel.includes("alternate") && attrs.hreflang !== undefined;
  if (!place.inHead) {
    if (rel.includes("canonical")) facts.headTagsInBody.push('link rel="canonical"');
    if (hreflang) facts.headTagsInBody.push(`link rel="alternate" hreflang="${attrs.hreflang}"`);
  } else {
    if (rel.includes("canonical")) facts.canonicals.push(href);
    if (hreflang) facts.hreflangs.push({ lang: attrs.hreflang ?? "", href });
  }
  if (rel.includes("icon") || rel.includes("apple-touch-icon")) facts.favicon = true;
}

function isRobotsName(name: string): boolean {
  return [
    "robots",
    "googlebot",
    "googlebot-news",
    "bingbot",
    "msnbot",
    "yandex",
    "duckduckbot",
    "archive.org_bot",
  ].includes(name);
}
