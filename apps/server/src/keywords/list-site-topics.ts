import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { sitePages } from "../db/schema";

const STOP = new Set(
  "ve ile için bir bu da de en çok daha gibi olan ana sayfa hakkında iletişim the and for with of to a in on your our home about contact page blog".split(
    " ",
  ),
);

/**
 * The site's main topics from its analysed pages: the most frequent two-word phrases (then words)
 * of page titles, separators and the site name's trailing part removed.
 */
export async function listSiteTopics(database: Database, siteId: string, language: "tr" | "en", limit = 5) {
  const pages = await database.db
    .select({ title: sitePages.title, metaTitle: sitePages.metaTitle })
    .from(sitePages)
    .where(eq(sitePages.siteId, siteId));
  const counts = new Map<string, number>();
  for (const page of pages) {
    const title = (page.metaTitle ?? page.title ?? "").split(/[|–—-]/)[0] ?? "";
    const tokens = title
      .toLocaleLowerCase(language)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((token) => token.length > 2 && !STOP.has(token));
    for (let index = 0; index < tokens.length; index++) {
      const pair = tokens.slice(index, index + 2).join(" ");
      counts.set(pair, (counts.get(pair) ?? 0) + (pair.includes(" ") ? 2 : 1));
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([topic]) => topic);
}
