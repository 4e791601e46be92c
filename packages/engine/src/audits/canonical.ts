import { definePageAudit, SEARCH_ENGINES } from "./define-audit";
import { notApplicable } from "./outcome";
import { type LinkElement, lighthouseLinkElements } from "./shared/lighthouse-link-elements";

/** Lighthouse's canonical, branch for branch (core/audits/seo/canonical.js in Lighthouse 12). */
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
    if (page.html === null) return notApplicable;
    const { canonicals, alternates, invalid, relative } = collect(lighthouseLinkElements(page));
    const fail = (problem: string, canonical: string) => ({
      score: 0,
      details: [{ url: page.url, canonical, problem }],
    });
    if (invalid) return fail("invalid URL", invalid);
    if (relative) return fail("relative URL", relative);
    const [target] = canonicals;
    if (target === undefined) return notApplicable;
    if (canonicals.length > 1) return fail("multiple conflicting URLs", canonicals.join(" "));
    const canonicalUrl = new URL(target);
    const pageUrl = new URL(page.finalUrl);
    // A cross-language canonical: the page and its canonical are both alternates of one hreflang cluster.
    if (
      alternates.has(pageUrl.href) &&
      alternates.has(canonicalUrl.href) &&
      pageUrl.href !== canonicalUrl.href
    )
      return fail("points to another hreflang alternate", target);
    if (canonicalUrl.origin === pageUrl.origin && canonicalUrl.pathname === "/" && pageUrl.pathname !== "/")
      return fail("points to the domain root", target);
    return { score: 1 };
  },
);

function collect(links: LinkElement[]) {
  const canonicals = new Set<string>();
  const alternates = new Set<string>();
  let invalid: string | null = null;
  let relative: string | null = null;
  for (const link of links) {
    if (link.rel === "canonical") {
      // Without an href a link is no canonical reference.
      if (!link.hrefRaw) continue;
      if (!link.href) invalid = link.hrefRaw;
      else if (!URL.canParse(link.hrefRaw)) relative = link.hrefRaw;
      else canonicals.add(link.href);
    } else if (link.rel === "alternate" && link.href && link.hreflang) alternates.add(link.href);
  }
  return { canonicals: [...canonicals], alternates, invalid, relative };
}
