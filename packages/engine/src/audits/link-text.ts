import { detachString } from "../gatherers/detach-string";
import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

/** Lighthouse's English list plus Turkish equivalents (this product's two languages). */
const GENERIC_TEXT = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "information",
  "learn more",
  "more",
  "more info",
  "more information",
  "right here",
  "read more",
  "see more",
  "start",
  "this",
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
