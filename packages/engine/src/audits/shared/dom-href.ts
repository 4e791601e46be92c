import type { AnchorFacts } from "../../gatherers/page/types";

/**
 * An anchor's `href` as the DOM gives it once the page has loaded: resolved against the document's base URL, the
 * attribute as written when it does not parse, "" without one. SVG anchors resolve against the page URL
 * (Lighthouse resolves `href.baseVal` itself) and give "" when that fails. Resolved on demand: most audits
 * never need it.
 */
export function domHref(anchor: AnchorFacts, documentBase: string, pageUrl: string): string {
  const raw = anchor.rawHref;
  const base = anchor.svg ? pageUrl : documentBase;
  if (raw === null) return anchor.svg ? base : "";
  try {
    return new URL(raw, base).href;
  } catch {
    return anchor.svg ? "" : raw;
  }
}
