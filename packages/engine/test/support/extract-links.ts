import { Parser } from "htmlparser2";
import type { DiscoveredLink } from "../../src/crawl/types";

/** The smallest link extractor a crawl needs (the real one is a gatherer); used by tests and the benchmark. */
export function extractLinks(html: string, baseUrl: string): DiscoveredLink[] {
  const links: DiscoveredLink[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "a" || !attributes.href) return;
      try {
        const url = new URL(attributes.href, baseUrl);
        url.hash = "";
        links.push({ url: url.href, nofollow: /\bnofollow\b/i.test(attributes.rel ?? "") });
      } catch {
        // An unparsable href is simply not a link to follow.
      }
    },
  });
  parser.end(html);
  return links;
}
