import { randomUUID } from "node:crypto";

/** One DataForSEO Labs keyword_data item, as keyword_overview and keyword_suggestions return them. */
export function labsItem(
  keyword: string,
  metrics: {
    volume?: number | null;
    cpc?: number | null;
    difficulty?: number | null;
    intent?: string | null;
  },
) {
  const volume = metrics.volume ?? null;
  return {
    se_type: "google",
    keyword,
    location_code: 2792,
    language_code: "tr",
    keyword_info: {
      last_updated_time: "2026-11-01 10:12:44 +00:00",
      competition: 0.4,
      competition_level: "MEDIUM",
      cpc: metrics.cpc ?? null,
      search_volume: volume,
      // Newest first, as DataForSEO sends them.
      monthly_searches:
        volume === null
          ? null
          : Array.from({ length: 12 }, (_, index) => ({
              year: 2026 - (index >= 11 ? 1 : 0),
              month: ((10 - index + 12) % 12) + 1,
              search_volume: index === 0 ? volume : volume - index,
            })),
    },
    keyword_properties: {
      core_keyword: null,
      keyword_difficulty: metrics.difficulty ?? null,
      detected_language: "tr",
    },
    search_intent_info: metrics.intent ? { main_intent: metrics.intent, foreign_intent: null } : null,
  };
}

/** The Labs envelope: status in HTTP 200 and per task; result[0].items holds the keywords. */
export function labsEnvelope(fn: string, items: object[] | null, taskCode = 20000, taskMessage = "Ok.") {
  return {
    version: "0.1.20261101",
    status_code: 20000,
    status_message: "Ok.",
    cost: 0.01,
    tasks_count: 1,
    tasks_error: taskCode === 20000 ? 0 : 1,
    tasks: [
      {
        id: randomUUID(),
        status_code: taskCode,
        status_message: taskMessage,
        cost: taskCode === 20000 ? 0.01 : 0,
        path: ["v3", "dataforseo_labs", "google", fn, "live"],
        data: {},
        result:
          items === null
            ? null
            : [
                {
                  se_type: "google",
                  location_code: 2792,
                  language_code: "tr",
                  total_count: items.length,
                  items_count: items.length,
                  items,
                },
              ],
      },
    ],
  };
}
