import { detachString } from "../gatherers/detach-string";
import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";
import { GENERIC_LINK_TEXTS } from "./shared/generic-link-texts";

/**
 * Stricter than Lighthouse's link-text, under our own id: English and Turkish generic phrases (this product's two
 * languages) in any language context, trailing punctuation ("Read more…", "LEARN MORE »") ignored, aria-label and
 * image alt counted as link text.
 */
// Lighthouse's English list, plus "link" and this product's Turkish phrases.
const GENERIC_TEXT = new Set([
  ...(GENERIC_LINK_TEXTS.en ?? []),
  "link",
  "buraya tıklayın",
  "buraya tıkla",
  "tıklayın",
  "tıkla",
  "burada",
  "burası",
  "devamı",
  "devamını oku",
  "daha fazla",
  "daha fazlası",
  "daha fazla bilgi",
  "detaylar",
  "detay",
  "incele",
  "bilgi",
  "bağlantı",
]);

const MAX_GENERIC_LENGTH = 30;

export const sitelensLinkText = defineHtmlAudit(
  {
    id: "sitelens-link-text",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: {
      tr: "Bağlantı metinleri Türkçe ve İngilizce genel ifadeler değil",
      en: "Link texts are not generic phrases in Turkish or English",
    },
    failureTitle: {
      tr: "Bazı bağlantı metinleri Türkçe veya İngilizce genel ifadeler",
      en: "Some link texts are generic phrases in Turkish or English",
    },
    description: {
      tr: 'Lighthouse\'un link-text denetiminden daha sıkı: "devamını oku", "buraya tıklayın", "Read more…" gibi Türkçe ve İngilizce genel ifadeleri sondaki noktalama ve sayfanın dilinden bağımsız olarak bulur. Hedef sayfanın konusunu yazın.',
      en: 'Stricter than Lighthouse\'s link-text: finds generic Turkish and English phrases such as "devamını oku", "click here" or "Read more…" whatever trailing punctuation or page language. Write the target\'s topic instead.',
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/link-text/",
  },
  (html, page) => {
    const links = html.links.filter(
      (link) => link.href !== null && !link.nofollow && link.href !== page.finalUrl,
    );
    if (links.length === 0) return notApplicable;
    const generic = links.filter((link) => isGeneric(link.text));
    return check(
      generic.length === 0,
      generic.slice(0, 20).map((link) => ({ url: page.url, href: link.href, text: link.text })),
    );
  },
);

/** Navigation and footers repeat the same short anchors on every page: each is judged once. */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 10_000;

/** Generic phrases are short: longer anchors skip the (slow) locale-aware lower-casing. */
function isGeneric(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > MAX_GENERIC_LENGTH) return false;
  let verdict = verdicts.get(trimmed);
  if (verdict === undefined) {
    // Turkish lower-casing differs from the default only for I and İ; ICU's locale path is slow on every anchor.
    const lower = /[Iİ]/.test(trimmed) ? trimmed.toLocaleLowerCase("tr") : trimmed.toLowerCase();
    verdict = GENERIC_TEXT.has(lower.replace(/[.…»›→]+$/u, "").trim());
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    // A key holding a view on the page body would keep the body alive.
    verdicts.set(detachString(trimmed), verdict);
  }
  return verdict;
}
