import type { ProviderBacklinksResponse } from "@sitelens/shared";
import { registrableDomain } from "@sitelens/shared";

const TOP_ANCHORS = 10;

/** Referring domains, anchors and new or lost links over the page the provider returned. */
export function summarizeProviderPage(
  items: ProviderBacklinksResponse["items"],
): ProviderBacklinksResponse["page"] {
  const domains = new Set<string>();
  const anchors = new Map<string, number>();
  for (const item of items) {
    if (URL.canParse(item.sourceUrl)) domains.add(registrableDomain(item.sourceUrl));
    const anchor = item.anchor?.trim();
    if (anchor) anchors.set(anchor, (anchors.get(anchor) ?? 0) + 1);
  }
  return {
    referringDomains: domains.size,
    newLinks: items.filter((item) => item.isNew).length,
    lostLinks: items.filter((item) => item.isLost).length,
    topAnchors: [...anchors]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_ANCHORS)
      .map(([anchor, links]) => ({ anchor, links })),
  };
}
