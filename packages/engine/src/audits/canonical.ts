import { documentBaseUrl } from "../gatherers/page/document-base-url";
import { definePageAudit, SEARCH_ENGINES } from "./define-audit";
import { notApplicable } from "./outcome";
import { declaredCanonicals } from "./shared/declared-canonicals";

export const canonical = definePageAudit(
  {
    id: "canonical",
    category: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Belgede geçerli bir rel=canonical var", en: "Document has a valid `rel=canonical`" },
    failureTitle: {
      tr: "Belgede geçerli bir rel=canonical yok",
      en: "Document does not have a valid `rel=canonical`",
    },
    description: {
      tr: "Canonical bağlantılar arama sonuçlarında hangi URL'nin gösterileceğini belirtir. Tek, mutlak ve çelişmeyen bir canonical URL kullanın.",
      en: "Canonical links suggest which URL should be shown in search results. Use one absolute, non-conflicting canonical URL.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/canonical/",
  },
  (page) => {
    const hrefs = declaredCanonicals(page);
    if (hrefs.length === 0 || page.html === null) return notApplicable;
    const problem = findProblem(hrefs, page.finalUrl, documentBaseUrl(page), page.html.hreflangs);
    return problem
      ? { score: 0, details: [{ url: page.url, canonical: hrefs.join(" "), problem }] }
      : { score: 1 };
  },
);

function findProblem(
  hrefs: string[],
  pageUrl: string,
  baseUrl: string,
  hreflangs: { href: string }[],
): string | null {
  let target: URL | null = null;
  let conflicting = false;
  for (const href of hrefs) {
    if (!/^https?:\/\//i.test(href.trim()))
      return URL.canParse(href, baseUrl) ? "relative URL" : "invalid URL";
    const absolute = new URL(href.trim());
    conflicting ||= target !== null && absolute.href !== target.href;
    target = absolute;
  }
  if (conflicting) return "multiple conflicting URLs";
  target ??= new URL(pageUrl);
  // The page's own URL is parsed only for the two checks that need it: most pages have no hreflang
  // alternates and a canonical off the root.
  if (hreflangs.length === 0 && target.pathname !== "/") return null;
  const page = new URL(pageUrl);
  const alternates = hreflangs.map((h) =>
    URL.canParse(h.href, baseUrl) ? new URL(h.href, baseUrl).href : "",
  );
  if (target.href !== page.href && alternates.includes(target.href)) return "points to a hreflang alternate";
  if (target.origin === page.origin && target.pathname === "/" && page.pathname !== "/")
    return "points to the domain root";
  return null;
}
