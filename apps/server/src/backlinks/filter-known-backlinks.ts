import type { KnownBacklinksQuery } from "@sitelens/shared";
import type { KnownBacklinkRow } from "./known-backlink-to-api";

/** Status, link type and a text search over source URL and anchor (a site keeps at most a few hundred). */
export function filterKnownBacklinks(
  rows: KnownBacklinkRow[],
  query: Pick<KnownBacklinksQuery, "status" | "type" | "q">,
): KnownBacklinkRow[] {
  const needle = query.q?.trim().toLocaleLowerCase("tr");
  return rows.filter(
    (row) =>
      (!query.status || row.status === query.status) &&
      (!query.type || row.linkType === query.type) &&
      (!needle ||
        row.sourceUrl.toLocaleLowerCase("tr").includes(needle) ||
        (row.anchor ?? "").toLocaleLowerCase("tr").includes(needle)),
  );
}
