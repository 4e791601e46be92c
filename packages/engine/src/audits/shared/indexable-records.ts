import type { PageRecord } from "../../gatherers/site/types";

/** HTML pages answering 200 that want to be indexed under their own URL: the set duplicates are judged on. */
export function indexableRecords(pages: PageRecord[]): PageRecord[] {
  return pages.filter(
    (page) =>
      page.isHtml &&
      page.status === 200 &&
      !page.redirected &&
      !page.noindex &&
      (page.canonical === null || page.canonical === page.finalUrl),
  );
}

/** Groups records by a key; pages sharing a key with another page fail. */
export function duplicateItems(pages: PageRecord[], keyOf: (page: PageRecord) => string | null) {
  const groups = new Map<string, PageRecord[]>();
  for (const page of pages) {
    const key = keyOf(page);
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(page);
    else groups.set(key, [page]);
  }
  return pages
    .filter((page) => keyOf(page))
    .map((page) => {
      const group = groups.get(keyOf(page) ?? "") ?? [];
      const others = group.filter((other) => other !== page).map((other) => other.url);
      return {
        url: page.url,
        ok: others.length === 0,
        detail: { url: page.url, duplicateOf: others.slice(0, 5).join(" ") },
      };
    });
}
