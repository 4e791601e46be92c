import {
  type ProviderBacklinksQuery,
  type ProviderBacklinksResponse,
  registrableDomain,
} from "@sitelens/shared";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import { activeBacklinkProvider } from "../providers/backlinks/active-backlink-provider";
import type { BacklinkProvider } from "../providers/backlinks/types";
import type { ServerContext } from "../server-context";
import { withRefundedUsage } from "../usage/with-refunded-usage";
import { failBacklinkAnalysis } from "./fail-backlink-analysis";
import { openPageRanks } from "./open-page-ranks";
import { resolveBacklinkTarget } from "./resolve-backlink-target";
import { summarizeProviderPage } from "./summarize-provider-page";

/**
 * One page of the target's backlinks at the configured provider, with totals and the new/lost
 * history on the first. The first page of a look-up counts one backlink check (given back when the
 * provider fails); further pages of it do not.
 */
export async function lookupProviderBacklinks(
  context: ServerContext,
  userId: string,
  query: ProviderBacklinksQuery,
): Promise<ProviderBacklinksResponse> {
  const target = await resolveBacklinkTarget(context, userId, query);
  await requireFeatureAccess(context.database, userId);
  const provider = activeBacklinkProvider(context.env);
  const empty = { referringDomains: 0, newLinks: 0, lostLinks: 0, topAnchors: [] };
  if (!provider)
    return {
      provider: null,
      target,
      totals: null,
      items: [],
      total: 0,
      nextCursor: null,
      history: null,
      page: empty,
    };
  return withRefundedUsage(
    context,
    { userId, kind: "backlink_checks", counted: !query.cursor },
    () => readProviderPage(context, provider, target, query),
    failBacklinkAnalysis,
  );
}

/** The page itself; on the first page also the totals and the history, and the domains' ranks. */
async function readProviderPage(
  context: ServerContext,
  provider: BacklinkProvider,
  target: string,
  query: ProviderBacklinksQuery,
): Promise<ProviderBacklinksResponse> {
  const firstPage = !query.cursor;
  const [page, totals, history] = await Promise.all([
    provider.listBacklinks(target, { cursor: query.cursor, limit: query.pageSize, include: query.include }),
    firstPage ? provider.totals(target) : null,
    firstPage && provider.newLostHistory ? provider.newLostHistory(target, ...lastTwelveMonths()) : null,
  ]);
  const domains = [...new Set(page.items.map((item) => hostOf(item.sourceUrl)).filter(Boolean))];
  const ranks = await openPageRanks(context, [
    registrableDomain(`https://${hostOf(target) || target}`),
    ...domains,
  ]);
  const items = page.items.map((item) => ({
    ...item,
    openPageRank: ranks.get(hostOf(item.sourceUrl)) ?? null,
  }));
  return {
    provider: { id: provider.id, authorityScale: provider.authorityScale },
    target,
    totals: totals && {
      backlinks: totals.backlinks,
      referringDomains: totals.referringDomains,
      authority: totals.authority,
      openPageRank: ranks.get(registrableDomain(`https://${hostOf(target) || target}`)) ?? null,
    },
    items,
    total: page.total,
    nextCursor: page.nextCursor,
    history,
    page: summarizeProviderPage(items),
  };
}

/** From the first day of the month a year ago to today, as the provider's YYYY-MM-DD dates. */
function lastTwelveMonths(now = new Date()): [string, string] {
  const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 1));
  return [from.toISOString().slice(0, 10), now.toISOString().slice(0, 10)];
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, "") : "";
}
