import type { AnchorFacts } from "../gatherers/page/types";
import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

/** Lighthouse's crawlable-anchors, branch for branch (core/audits/seo/crawlable-anchors.js in Lighthouse 12). */
export const crawlableAnchors = defineHtmlAudit(
  {
    id: "crawlable-anchors",
    category: "internalLinks",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Bağlantılar taranabilir", en: "Links are crawlable" },
    failureTitle: { tr: "Bağlantılar taranabilir değil", en: "Links are not crawlable" },
    description: {
      tr: "Arama motorları bağlantıları yalnızca href özelliğinden izler. javascript:void(0), file: ve href'siz tıklama bağlantılarını gerçek URL'lerle değiştirin.",
      en: "Search engines follow links only through their href. Replace javascript:void(0), file: and href-less click handlers with real URLs.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/crawlable-anchors/",
  },
  (html, page) => {
    const failing = html.anchors.filter((anchor) => isUncrawlable(anchor, page.finalUrl));
    return check(
      failing.length === 0,
      failing
        .slice(0, 20)
        .map((anchor) => ({ url: page.url, href: anchor.rawHref ?? "", text: anchor.text ?? "" })),
    );
  },
);

const JAVASCRIPT_VOID = /javascript:void(\(|)0(\)|)/;

function isUncrawlable(anchor: AnchorFacts, pageUrl: string): boolean {
  const rawHref = (anchor.rawHref ?? "").replace(/\s/g, "");
  if (anchor.role.trim().length > 0) return false;
  // Lighthouse leaves mailto: links alone whatever they contain (GoogleChrome/lighthouse#11443).
  if (rawHref.startsWith("mailto:")) return false;
  // `<a id="…">` without href is a fragment target.
  if (rawHref === "" && anchor.id) return false;
  if (rawHref.startsWith("file:")) return true;
  if (anchor.name.trim().length > 0) return false;
  // Without href (or an attribute that needs one) the element is a placeholder: a problem only when scripts
  // make it act as a link, which Lighthouse sees as an event listener on it or an ancestor.
  if (!anchor.hrefAttributes) return anchor.listener;
  // The DOM's href is "" only without an href attribute (an SVG anchor's resolves to the page at worst).
  if (!anchor.svg && anchor.rawHref === null) return true;
  if (JAVASCRIPT_VOID.test(rawHref)) return true;
  return !URL.canParse(rawHref, pageUrl);
}
