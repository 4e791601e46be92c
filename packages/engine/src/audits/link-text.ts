import type { AnchorFacts } from "../gatherers/page/types";
import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";
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
    const generic = html.anchors.filter((anchor) => isGeneric(anchor, page.finalUrl));
    return check(
      generic.length === 0,
      generic
        .slice(0, 20)
        .map((anchor) => ({ url: page.url, href: anchor.href, text: anchor.text?.trim() ?? "" })),
    );
  },
);

function isGeneric(anchor: AnchorFacts, pageUrl: string): boolean {
  if (!anchor.href || anchor.rel.includes("nofollow")) return false;
  const href = anchor.href.toLowerCase();
  // Links to the page itself (fragment links) are left alone.
  if (
    href.startsWith("javascript:") ||
    href.startsWith("mailto:") ||
    sameWithoutFragment(anchor.href, pageUrl)
  )
    return false;
  const term = anchor.text?.trim().toLowerCase();
  if (!term) return false;
  // The list of the text's language when it is known, every list otherwise.
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
