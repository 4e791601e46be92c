import type { AnchorFacts } from "../gatherers/page/types";
import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";
import { domHref } from "./shared/dom-href";
import { GENERIC_LINK_TEXTS } from "./shared/generic-link-texts";

/**
 * Lighthouse's link-text, branch for branch (core/audits/seo/link-text.js in Lighthouse 12). Our stricter
 * judgement (Turkish phrases, trailing punctuation) is sitelens-link-text.
 */
export const linkText = defineHtmlAudit(
  {
    id: "link-text",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Bağlantılarda açıklayıcı metin var", en: "Links have descriptive text" },
    failureTitle: { tr: "Bağlantılarda açıklayıcı metin yok", en: "Links do not have descriptive text" },
    description: {
      tr: 'Açıklayıcı bağlantı metni, arama motorlarının içeriğinizi anlamasına yardımcı olur. "Buraya tıklayın" yerine hedef sayfanın konusunu yazın.',
      en: 'Descriptive link text helps search engines understand your content. Write the target\'s topic instead of "click here".',
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/link-text/",
  },
  (html, page) => {
    const base = html.documentBase || page.finalUrl;
    const generic = html.anchors.flatMap((anchor) => {
      // The text first: resolving every href would cost a URL parse per link, and few texts are generic.
      if (!isGenericText(anchor)) return [];
      const href = domHref(anchor, base, page.finalUrl);
      return isJudged(href, anchor.rel, page.finalUrl)
        ? [{ url: page.url, href, text: anchor.text?.trim() ?? "" }]
        : [];
    });
    return check(generic.length === 0, generic.slice(0, 20));
  },
);

/** Lighthouse skips links without href, nofollow, javascript:, mailto: and links to the page itself. */
function isJudged(href: string, rel: string, pageUrl: string): boolean {
  if (!href || rel.includes("nofollow")) return false;
  const lower = href.toLowerCase();
  return (
    !lower.startsWith("javascript:") && !lower.startsWith("mailto:") && !sameWithoutFragment(href, pageUrl)
  );
}

/** The whole trimmed, lower-cased text against the list of its language, or every list when it is unknown. */
function isGenericText(anchor: AnchorFacts): boolean {
  const term = anchor.text?.trim().toLowerCase();
  if (!term) return false;
  if (anchor.lang) {
    const lang = anchor.lang.split("-")[0] ?? "";
    return Object.hasOwn(GENERIC_LINK_TEXTS, lang) && (GENERIC_LINK_TEXTS[lang]?.has(term) ?? false);
  }
  return Object.values(GENERIC_LINK_TEXTS).some((texts) => texts.has(term));
}

function sameWithoutFragment(first: string, second: string): boolean {
  if (!URL.canParse(first) || !URL.canParse(second)) return false;
  const [a, b] = [new URL(first), new URL(second)];
  a.hash = "";
  b.hash = "";
  return a.href === b.href;
}
