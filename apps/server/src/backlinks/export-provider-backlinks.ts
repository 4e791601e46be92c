import { type ProviderBacklinksQuery, toCsv } from "@sitelens/shared";
import { AppError } from "../errors/app-error";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import { activeBacklinkProvider } from "../providers/backlinks/active-backlink-provider";
import type { ProviderBacklink } from "../providers/backlinks/types";
import type { ServerContext } from "../server-context";
import { withRefundedUsage } from "../usage/with-refunded-usage";
import { failBacklinkAnalysis } from "./fail-backlink-analysis";
import { resolveBacklinkTarget } from "./resolve-backlink-target";

/** Rows one export fetches at most: the provider bills per row, so the cap keeps a click cheap. */
export const EXPORT_MAX_ROWS = 1000;
const PAGE_SIZE = 100;

const HEADER = [
  "source_url",
  "target_url",
  "anchor",
  "link_type",
  "status",
  "authority",
  "authority_scale",
  "first_seen",
  "last_seen",
  "new",
  "lost",
];

/**
 * The target's provider backlinks as CSV, paged through the provider up to EXPORT_MAX_ROWS. One
 * backlink check, like a look-up; given back when the provider fails before anything was read.
 */
export async function exportProviderBacklinks(
  context: ServerContext,
  userId: string,
  query: Pick<ProviderBacklinksQuery, "siteId" | "url" | "include">,
): Promise<{ target: string; csv: string }> {
  const target = await resolveBacklinkTarget(context, userId, query);
  await requireFeatureAccess(context.database, userId);
  const provider = activeBacklinkProvider(context.env);
  if (!provider) throw new AppError("backlink_provider_missing");
  const readPage = (cursor: string | null) =>
    provider.listBacklinks(target, { cursor, limit: PAGE_SIZE, include: query.include });
  // Counted once and given back only when the first page fails, before anything was read.
  const first = await withRefundedUsage(
    context,
    { userId, kind: "backlink_checks" },
    () => readPage(null),
    failBacklinkAnalysis,
  );
  const rows: ProviderBacklink[] = [...first.items];
  for (let cursor = first.nextCursor; cursor && rows.length < EXPORT_MAX_ROWS; ) {
    const page = await readPage(cursor);
    rows.push(...page.items);
    cursor = page.nextCursor;
  }
  const lines = rows
    .slice(0, EXPORT_MAX_ROWS)
    .map((row) => [
      row.sourceUrl,
      row.targetUrl,
      row.anchor,
      row.linkType,
      row.status,
      row.authority,
      provider.authorityScale,
      row.firstSeen,
      row.lastSeen,
      row.isNew,
      row.isLost,
    ]);
  return { target, csv: toCsv([HEADER, ...lines]) };
}
