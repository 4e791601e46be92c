import { fetchWithTimeout, kindForHttpStatus, ProviderError } from "../provider-error";

const PROVIDER = "openpagerank";
/** Open PageRank takes up to 100 domains per request. */
const BATCH = 100;

export interface OpenPageRankConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

interface Answer {
  status_code?: number;
  error?: string;
  response?: {
    status_code?: number;
    error?: string;
    page_rank_decimal?: number | string | null;
    domain?: string;
  }[];
}

export const OPEN_PAGERANK_SCALE = "Open PageRank 0–10";

/**
 * `GET /api/v1.0/getPageRank?domains[]=…` with the `API-OPR` header: each domain's
 * page_rank_decimal (0–10). A domain it does not know comes back inside HTTP 200 with its own
 * status_code 404: that domain maps to null, the others keep their value.
 */
export async function fetchOpenPageRank(
  config: OpenPageRankConfig,
  domains: string[],
): Promise<Map<string, number | null>> {
  const ranks = new Map<string, number | null>();
  const base = config.baseUrl.replace(/\/+$/, "");
  for (let start = 0; start < domains.length; start += BATCH) {
    const query = domains
      .slice(start, start + BATCH)
      .map((domain) => `domains[]=${encodeURIComponent(domain)}`)
      .join("&");
    const { status, body } = await fetchWithTimeout(PROVIDER, `${base}/api/v1.0/getPageRank?${query}`, {
      headers: { "API-OPR": config.apiKey },
      timeoutMs: config.timeoutMs,
    });
    const answer = body as Answer | null;
    const code = answer?.status_code ?? status;
    if (status !== 200 || code !== 200)
      throw new ProviderError(
        PROVIDER,
        kindForHttpStatus(code === 200 ? status : code),
        answer?.error || `HTTP ${status}`,
        code,
      );
    for (const entry of answer?.response ?? []) {
      if (!entry.domain) continue;
      const value = entry.status_code === 200 ? Number(entry.page_rank_decimal) : Number.NaN;
      ranks.set(entry.domain.toLowerCase(), Number.isFinite(value) ? value : null);
    }
  }
  return ranks;
}
