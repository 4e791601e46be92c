import { fetchWithTimeout, kindForHttpStatus, ProviderError } from "../provider-error";
import { type BacklinkProvider, linkTypeOf, type ProviderBacklink } from "./types";

const PROVIDER = "moz";
/** Moz answers at most 50 links per call. */
const MAX_LIMIT = 50;

export interface MozConfig {
  accessId: string;
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
}

interface LinkResult {
  source?: { page?: string; domain_authority?: number | null };
  target?: { page?: string };
  anchor_text?: string | null;
  nofollow?: boolean;
  ugc?: boolean;
  sponsored?: boolean;
  redirect?: boolean;
  date_first_seen?: string | null;
  date_last_seen?: string | null;
  date_disappeared?: string | null;
}

interface UrlMetrics {
  domain_authority?: number | null;
  root_domains_to_root_domain?: number;
  external_pages_to_root_domain?: number;
}

function toBacklink(link: LinkResult): ProviderBacklink {
  const rel = [link.nofollow && "nofollow", link.ugc && "ugc", link.sponsored && "sponsored"].filter(
    (value): value is string => typeof value === "string",
  );
  const lost = Boolean(link.date_disappeared);
  return {
    sourceUrl: normalisePage(link.source?.page),
    targetUrl: normalisePage(link.target?.page),
    anchor: link.anchor_text ?? null,
    linkType: link.redirect ? "redirect" : linkTypeOf(rel, false),
    status: lost ? "broken" : link.redirect ? "redirect" : "active",
    authority: link.source?.domain_authority ?? null,
    traffic: null,
    firstSeen: isoDate(link.date_first_seen),
    lastSeen: isoDate(link.date_last_seen),
    isNew: false,
    isLost: lost,
  };
}

/** Moz writes pages without a scheme ("example.com/post"). */
function normalisePage(page: string | undefined): string {
  if (!page) return "";
  return /^https?:\/\//.test(page) ? page : `https://${page}`;
}

function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

/** Moz's `filter` values for live, all and lost (deleted) links. */
const MOZ_FILTER = { live: "external+not_deleted", all: "external", lost: "external+deleted" } as const;

/** Moz Links API v2 (`/v2/links`, `/v2/url_metrics`), HTTP Basic with the access id and secret. */
export function createMozBacklinks(config: MozConfig): BacklinkProvider {
  const authorization = `Basic ${Buffer.from(`${config.accessId}:${config.secretKey}`).toString("base64")}`;
  const base = config.baseUrl.replace(/\/+$/, "");
  async function call<T>(path: string, body: object): Promise<T> {
    const { status, body: answer } = await fetchWithTimeout(PROVIDER, `${base}${path}`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify(body),
      timeoutMs: config.timeoutMs,
    });
    if (status !== 200) {
      const message = (answer as { message?: string } | null)?.message ?? `HTTP ${status}`;
      throw new ProviderError(PROVIDER, kindForHttpStatus(status), message, status);
    }
    return answer as T;
  }
  return {
    id: "moz",
    authorityScale: "Moz DA 0–100",
    async listBacklinks(target, options) {
      const answer = await call<{ results?: LinkResult[]; next_token?: string | null }>("/v2/links", {
        target,
        target_scope: "root_domain",
        filter: MOZ_FILTER[options.include],
        sort: "source_domain_authority",
        limit: Math.min(options.limit, MAX_LIMIT),
        ...(options.cursor ? { next_token: options.cursor } : {}),
      });
      const items = (answer.results ?? []).map(toBacklink);
      return { items, total: items.length, nextCursor: answer.next_token || null };
    },
    async totals(target) {
      const answer = await call<{ results?: UrlMetrics[] }>("/v2/url_metrics", { targets: [target] });
      const metrics = answer.results?.[0];
      return {
        backlinks: metrics?.external_pages_to_root_domain ?? 0,
        referringDomains: metrics?.root_domains_to_root_domain ?? 0,
        authority: metrics?.domain_authority ?? null,
        newBacklinks: null,
        lostBacklinks: null,
      };
    },
  };
}
