import type { DataForSeoClient } from "../dataforseo/client";
import { type BacklinkProvider, linkTypeOf, type ProviderBacklink } from "./types";

/** offset works up to 20,000 rows; past that DataForSEO pages with search_after_token. */
const MAX_OFFSET = 20_000;

interface Item {
  url_from?: string;
  url_to?: string;
  anchor?: string | null;
  item_type?: string;
  dofollow?: boolean;
  attributes?: string[] | null;
  is_new?: boolean;
  is_lost?: boolean;
  is_broken?: boolean;
  url_to_redirect_target?: string | null;
  first_seen?: string | null;
  last_seen?: string | null;
  domain_from_rank?: number | null;
}

interface ListResult {
  total_count?: number;
  items_count?: number;
  search_after_token?: string | null;
  items?: Item[] | null;
}

interface HistoryResult {
  items?:
    | {
        date?: string;
        new_backlinks?: number;
        lost_backlinks?: number;
        new_referring_domains?: number;
        lost_referring_domains?: number;
      }[]
    | null;
}

interface SummaryResult {
  backlinks?: number;
  referring_domains?: number;
  rank?: number | null;
}

/** "2024-01-10 08:00:00 +00:00" → ISO 8601. */
export function dataForSeoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = Date.parse(value.replace(" ", "T").replace(" ", ""));
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

function toBacklink(item: Item): ProviderBacklink {
  const rel = item.attributes ?? (item.dofollow === false ? ["nofollow"] : []);
  const status =
    item.is_lost || item.is_broken ? "broken" : item.url_to_redirect_target ? "redirect" : "active";
  return {
    sourceUrl: item.url_from ?? "",
    targetUrl: item.url_to ?? "",
    anchor: item.anchor ?? null,
    linkType: item.url_to_redirect_target ? "redirect" : linkTypeOf(rel, item.item_type === "image"),
    status,
    authority: item.domain_from_rank ?? null,
    traffic: null,
    firstSeen: dataForSeoDate(item.first_seen),
    lastSeen: dataForSeoDate(item.last_seen),
    isNew: item.is_new === true,
    isLost: item.is_lost === true,
  };
}

/**
 * DataForSEO Backlinks (`/v3/backlinks/{backlinks,summary,timeseries_new_lost_summary}/live`). The cursor is the next offset,
 * or `t:<search_after_token>` past DataForSEO's 20,000-row offset limit. Lost links are hidden by
 * DataForSEO unless asked for (`backlinks_status_type`).
 */
export function createDataForSeoBacklinks(client: DataForSeoClient): BacklinkProvider {
  return {
    id: "dataforseo",
    authorityScale: "DataForSEO rank 0–1000",
    async listBacklinks(target, options) {
      const cursor = options.cursor ?? "0";
      const offset = cursor.startsWith("t:") ? null : Number(cursor) || 0;
      const task = {
        target,
        mode: "as_is",
        backlinks_status_type: options.include,
        include_subdomains: true,
        exclude_internal_backlinks: true,
        limit: options.limit,
        order_by: ["domain_from_rank,desc"],
        ...(offset === null ? { search_after_token: cursor.slice(2) } : { offset }),
      };
      const [result] = await client.postOne<ListResult>("/v3/backlinks/backlinks/live", task);
      const items = (result?.items ?? []).map(toBacklink);
      const total = result?.total_count ?? items.length;
      const token = result?.search_after_token ?? null;
      const next = (offset ?? MAX_OFFSET) + items.length;
      const full = items.length === options.limit;
      const nextCursor = !full
        ? null
        : offset !== null && next < Math.min(total, MAX_OFFSET)
          ? String(next)
          : token && (offset === null || next < total)
            ? `t:${token}`
            : null;
      return { items, total, nextCursor };
    },
    async totals(target) {
      const [result] = await client.postOne<SummaryResult>("/v3/backlinks/summary/live", {
        target,
        include_subdomains: true,
        exclude_internal_backlinks: true,
      });
      return {
        backlinks: result?.backlinks ?? 0,
        referringDomains: result?.referring_domains ?? 0,
        authority: result?.rank ?? null,
        newBacklinks: null,
        lostBacklinks: null,
      };
    },
    async newLostHistory(target, from, to) {
      const [result] = await client.postOne<HistoryResult>("/v3/backlinks/timeseries_new_lost_summary/live", {
        target,
        date_from: from,
        date_to: to,
        group_range: "month",
        include_subdomains: true,
      });
      return (result?.items ?? []).flatMap((item) => {
        const date = dataForSeoDate(item.date);
        if (!date) return [];
        return [
          {
            month: date.slice(0, 10),
            newBacklinks: item.new_backlinks ?? 0,
            lostBacklinks: item.lost_backlinks ?? 0,
            newReferringDomains: item.new_referring_domains ?? 0,
            lostReferringDomains: item.lost_referring_domains ?? 0,
          },
        ];
      });
    },
  };
}
