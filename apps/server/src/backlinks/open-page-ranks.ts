import { fetchOpenPageRank } from "../providers/authority/openpagerank";
import { ProviderError } from "../providers/provider-error";
import type { ServerContext } from "../server-context";

const TIMEOUT_MS = 15_000;

/** Open PageRank of each domain when a key is configured; without one, or when it fails, no values (never a guess). */
export async function openPageRanks(
  context: ServerContext,
  domains: string[],
): Promise<Map<string, number | null>> {
  const apiKey = context.env.OPENPAGERANK_API_KEY;
  if (!apiKey || domains.length === 0) return new Map();
  try {
    return await fetchOpenPageRank(
      { apiKey, baseUrl: context.env.OPENPAGERANK_BASE_URL, timeoutMs: TIMEOUT_MS },
      domains,
    );
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    context.logger.warn({ err: error.message, kind: error.kind }, "Open PageRank failed");
    return new Map();
  }
}
