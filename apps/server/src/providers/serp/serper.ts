import { fetchWithTimeout, kindForHttpStatus, ProviderError } from "../provider-error";
import { pageThrough } from "./page-through";
import type { SerpProvider } from "./types";

export interface SerperConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

interface SerperAnswer {
  message?: string;
  organic?: { title?: string; link?: string; position?: number }[];
  peopleAlsoAsk?: { question?: string }[];
  [block: string]: unknown;
}

const FEATURE_BLOCKS: Record<string, string> = {
  answerBox: "featured_snippet",
  knowledgeGraph: "knowledge_graph",
  peopleAlsoAsk: "people_also_ask",
  places: "local_pack",
  topStories: "top_stories",
  images: "images",
  videos: "video",
};

/** Serper (Google only): POST /search, page is 1-based and position restarts on every page. */
export function createSerperProvider(config: SerperConfig): SerpProvider {
  const base = config.baseUrl.replace(/\/+$/, "");
  return {
    id: "serper",
    engines: ["google"],
    search(query, options) {
      return pageThrough(query, async (pageIndex) => {
        const { status, body } = await fetchWithTimeout("serper", `${base}/search`, {
          method: "POST",
          headers: { "x-api-key": config.apiKey, "content-type": "application/json" },
          body: JSON.stringify({
            q: query.keyword,
            gl: query.country,
            hl: query.language,
            num: 10,
            page: pageIndex + 1,
          }),
          timeoutMs: config.timeoutMs,
          signal: options?.signal,
        });
        const answer = (body ?? {}) as SerperAnswer;
        if (status !== 200) {
          const message = answer.message ?? `HTTP ${status}`;
          const kind = /credits/i.test(message) ? "payment_required" : kindForHttpStatus(status);
          throw new ProviderError("serper", kind, message, status);
        }
        if (!Array.isArray(answer.organic))
          throw new ProviderError("serper", "bad_response", "no organic[]", status);
        return {
          organic: answer.organic.flatMap((result) =>
            result.link ? [{ url: result.link, title: result.title ?? "" }] : [],
          ),
          features: Object.keys(FEATURE_BLOCKS)
            .filter((block) => {
              const value = answer[block];
              return value != null && (!Array.isArray(value) || value.length > 0);
            })
            .map((block) => FEATURE_BLOCKS[block] as string),
          questions: (answer.peopleAlsoAsk ?? []).flatMap((entry) =>
            entry.question ? [entry.question] : [],
          ),
        };
      });
    },
  };
}
