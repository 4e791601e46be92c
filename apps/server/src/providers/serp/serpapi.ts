import { fetchWithTimeout, kindForHttpStatus, ProviderError } from "../provider-error";
import { pageThrough } from "./page-through";
import type { SerpEngine, SerpProvider, SerpQuery } from "./types";

export interface SerpApiConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

interface SerpApiAnswer {
  error?: string;
  organic_results?: { position?: number; link?: string; title?: string }[];
  related_questions?: { question?: string }[];
  [block: string]: unknown;
}

/** SerpApi's blocks that are SERP features, under our feature names. */
const FEATURE_BLOCKS: Record<string, string> = {
  answer_box: "featured_snippet",
  knowledge_graph: "knowledge_graph",
  related_questions: "people_also_ask",
  local_results: "local_pack",
  top_stories: "top_stories",
  inline_images: "images",
  inline_videos: "video",
  shopping_results: "shopping",
};
/** Returned with HTTP 200 when the engine simply had nothing: an empty page, not a failure. */
const NO_RESULTS = /hasn't returned any results/i;

function pageParameters(engine: SerpEngine, query: SerpQuery, pageIndex: number): Record<string, string> {
  if (engine === "bing")
    return {
      engine,
      q: query.keyword,
      cc: query.country.toUpperCase(),
      first: String(pageIndex * 10 + 1),
      count: "10",
    };
  if (engine === "yandex") return { engine, text: query.keyword, lang: query.language, p: String(pageIndex) };
  return {
    engine,
    q: query.keyword,
    gl: query.country,
    hl: query.language,
    start: String(pageIndex * 10),
    num: "10",
  };
}

/** SerpApi search.json: 10 results a call, so top 100 is up to 10 calls, stopping at the site. */
export function createSerpApiProvider(config: SerpApiConfig): SerpProvider {
  const base = config.baseUrl.replace(/\/+$/, "");
  return {
    id: "serpapi",
    engines: ["google", "bing", "yandex"],
    search(query, options) {
      return pageThrough(query, async (pageIndex) => {
        const parameters = new URLSearchParams({
          ...pageParameters(query.engine, query, pageIndex),
          device: query.device,
          api_key: config.apiKey,
        });
        const { status, body } = await fetchWithTimeout("serpapi", `${base}/search.json?${parameters}`, {
          timeoutMs: config.timeoutMs,
          signal: options?.signal,
        });
        const answer = (body ?? {}) as SerpApiAnswer;
        if (status !== 200) {
          const message = answer.error ?? `HTTP ${status}`;
          // SerpApi answers 429 both for the hourly limit and for "run out of searches" (the account's credit).
          const kind =
            status === 429 && /run out/i.test(message) ? "payment_required" : kindForHttpStatus(status);
          throw new ProviderError("serpapi", kind, message, status);
        }
        if (answer.error && !NO_RESULTS.test(answer.error))
          throw new ProviderError("serpapi", "unavailable", answer.error, status);
        return {
          organic: (answer.organic_results ?? []).flatMap((result) =>
            result.link ? [{ url: result.link, title: result.title ?? "" }] : [],
          ),
          features: Object.keys(FEATURE_BLOCKS)
            .filter((block) => answer[block] != null)
            .map((block) => FEATURE_BLOCKS[block] as string),
          questions: (answer.related_questions ?? []).flatMap((entry) =>
            entry.question ? [entry.question] : [],
          ),
        };
      });
    },
  };
}
