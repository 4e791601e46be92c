import { schemaTypes } from "../../gatherers/page/read-json-ld";
import type { HtmlFacts } from "../../gatherers/page/types";

/**
 * Last URL path segments of legal notices and contact pages in the languages our users' sites
 * mostly use (en, tr, de, fr, es, it, pt, nl), after lower-casing and stripping diacritics.
 * Such pages exist for a legal duty or a task, not to be quoted as a source, so advice written for
 * articles (add statistics, expert quotes) would be wrong there. The list can be generous: a false
 * match only skips those content checks, while a miss gives the owner bad advice.
 */
const SEGMENTS = new Set(
  [
    // English
    "privacy privacy-policy privacy-notice privacy-statement data-protection data-privacy gdpr ccpa",
    "terms terms-of-service terms-of-use terms-and-conditions terms-conditions tos conditions-of-use",
    "legal legal-notice legal-information imprint disclaimer cookies cookie cookie-policy cookie-notice",
    "contact contact-us contacts get-in-touch",
    // Turkish
    "gizlilik gizlilik-politikasi gizlilik-sozlesmesi gizlilik-bildirimi kvkk kvkk-aydinlatma-metni",
    "aydinlatma-metni kisisel-verilerin-korunmasi kullanim-kosullari kullanim-sartlari cerez-politikasi",
    "cerezler yasal-uyari mesafeli-satis-sozlesmesi uyelik-sozlesmesi iletisim bize-ulasin",
    // German
    "impressum datenschutz datenschutzerklarung agb nutzungsbedingungen haftungsausschluss kontakt",
    // French
    "mentions-legales confidentialite politique-de-confidentialite cgu cgv conditions-generales nous-contacter",
    // Spanish, Italian, Portuguese
    "privacidad politica-de-privacidad aviso-legal terminos terminos-y-condiciones politica-de-cookies",
    "contacto note-legali termini-e-condizioni contatti politica-de-privacidade termos-de-uso contato",
    // Dutch
    "privacybeleid algemene-voorwaarden",
  ]
    .join(" ")
    .split(" "),
);

/** schema.org page types whose page is a form or a notice rather than text to cite. */
const PAGE_TYPES = new Set(["ContactPage", "CheckoutPage"]);

/** HTML link types a site uses to point at its own privacy policy and terms (WHATWG HTML). */
const LEGAL_RELS = /\b(?:privacy-policy|terms-of-service)\b/;

/**
 * Legal notices and contact pages, told from the page itself: its schema.org type, a
 * rel=privacy-policy/terms-of-service link to itself, or the last segment of its URL path.
 */
export function isLegalOrContactPage(url: string, html: HtmlFacts): boolean {
  // The evidence audits ask in turn about the same page: its answer is kept until the next page.
  if (url !== last.url || html !== last.html) {
    const legal = hasPageType(html) || linksToItselfAsLegal(url, html) || SEGMENTS.has(lastSegment(url));
    last = { url, html, legal };
  }
  return last.legal;
}

let last: { url: string; html: HtmlFacts | null; legal: boolean } = { url: "", html: null, legal: false };

function hasPageType(html: HtmlFacts): boolean {
  return html.jsonLd.some((block) =>
    block.nodes.some((node) => schemaTypes(node).some((type) => PAGE_TYPES.has(type))),
  );
}

function linksToItselfAsLegal(url: string, html: HtmlFacts): boolean {
  const self = withoutTrailingSlash(url.split("#")[0] ?? url);
  return html.links.some(
    // Most links have no rel at all: the test is skipped for them.
    (link) =>
      link.href !== null &&
      link.rel !== "" &&
      LEGAL_RELS.test(link.rel) &&
      withoutTrailingSlash(link.href) === self,
  );
}

const NON_ASCII = /[\u0080-\uffff]/;

/** "/en/Gizlilik-Politikası.html/" → "gizlilik-politikasi": case, diacritics, extension and _ ignored. */
function lastSegment(url: string): string {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return "";
  }
  const segment = (path.split("/").filter(Boolean).pop() ?? "").replace(/\.(?:html?|php|aspx?|jsp)$/i, "");
  // ASCII needs neither the Turkish lower-casing ("I" becomes "ı", turned back into "i" below) nor diacritics
  // stripped; both cost far more than this whole audit on the plain segments most pages have.
  const folded = !NON_ASCII.test(segment)
    ? segment.toLowerCase()
    : segment.toLocaleLowerCase("tr").normalize("NFD").replace(/\p{M}/gu, "").replace(/ı/g, "i");
  return folded.replace(/_/g, "-");
}

function withoutTrailingSlash(url: string): string {
  return url.endsWith("/") ? url.slice(0, -1) : url;
}
