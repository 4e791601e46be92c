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

/**
 * `GET /v3/dataforseo_labs/locations_and_languages`, shaped as DataForSEO documents it
 * (docs.dataforseo.com/v3/dataforseo_labs/locations_and_languages): countries with the languages
 * Labs has keywords in, per source. Russia is absent (no longer served).
 */
export function labsLocations() {
  const country = (code: number, iso: string, languages: [string, string, number][]) => ({
    location_code: code,
    location_name: iso,
    location_code_parent: null,
    country_iso_code: iso,
    location_type: "Country",
    available_languages: languages.map(([language_code, language_name, keywords]) => ({
      available_sources: ["google"],
      language_name,
      language_code,
      keywords,
      serps: keywords * 3,
    })),
  });
  return {
    version: "0.1.20261101",
    status_code: 20000,
    status_message: "Ok.",
    time: "0.0601 sec.",
    cost: 0,
    tasks_count: 1,
    tasks_error: 0,
    tasks: [
      {
        id: randomUUID(),
        status_code: 20000,
        status_message: "Ok.",
        time: "0.0401 sec.",
        cost: 0,
        result_count: 4,
        path: ["v3", "dataforseo_labs", "locations_and_languages"],
        data: { api: "dataforseo_labs", function: "locations_and_languages" },
        result: [
          country(2792, "TR", [["tr", "Turkish", 9_800_000]]),
          country(2840, "US", [
            ["en", "English", 720_000_000],
            ["es", "Spanish", 41_000_000],
          ]),
          country(2276, "DE", [["de", "German", 88_000_000]]),
          country(2031, "AZ", [["az", "Azeri", 410_000]]),
        ],
      },
    ],
  };
}
