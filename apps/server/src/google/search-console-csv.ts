import type { ServerContext } from "../server-context";
import type { SearchConsoleSnapshot } from "./google-snapshots";
import { loadSiteGoogleData } from "./load-site-google-data";

/** Every stored query or page row as CSV (RFC 4180, formulas neutralised for spreadsheets). */
export async function searchConsoleCsv(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  siteId: string,
  table: "queries" | "pages",
): Promise<string> {
  const { snapshot } = await loadSiteGoogleData<SearchConsoleSnapshot>(
    context,
    userId,
    siteId,
    "search_console",
  );
  const rows = [...(snapshot?.[table] ?? [])].sort((a, b) => b.clicks - a.clicks);
  const header = [table === "queries" ? "query" : "page", "clicks", "impressions", "ctr", "position"];
  const lines = rows.map((row) =>
    [cell(row.key), row.clicks, row.impressions, row.ctr.toFixed(4), row.position.toFixed(1)].join(","),
  );
  return `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`;
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
