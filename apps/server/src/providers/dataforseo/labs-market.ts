import { ProviderError } from "../provider-error";
import { SERP_COUNTRIES, type SerpCountry } from "../serp/locations";
import type { DataForSeoClient } from "./client";

/** One entry of `GET /v3/dataforseo_labs/locations_and_languages` (every field optional in DataForSEO's own client). */
interface LabsLocation {
  location_code?: number;
  country_iso_code?: string;
  location_type?: string;
  available_languages?: { language_code?: string; available_sources?: string[]; keywords?: number }[] | null;
}

export interface LabsMarket {
  location_code: number;
  language_code: string;
}

/** The language a country's searches are mostly made in: the market's, never the interface's. */
const MARKET_LANGUAGE: Record<string, string> = {
  tr: "tr",
  us: "en",
  gb: "en",
  de: "de",
  fr: "fr",
  nl: "nl",
  az: "az",
};
/** The list changes a few times a year and costs nothing, yet is megabytes: fetch it once a day. */
const LIST_TTL_MS = 24 * 3_600_000;
/** After a failed fetch, the built-in table serves a while before the list is asked for again. */
const RETRY_TTL_MS = 5 * 60_000;

const cache = new Map<string, { expires: number; list: Promise<LabsLocation[] | null> }>();

/**
 * Labs' location and language for a country (ISO 3166-1 alpha-2): the country's own search
 * language when DataForSEO lists it for Google there, else the language with most keywords there.
 * A country missing from DataForSEO's list is refused; without the list, the built-in table serves.
 */
export async function labsMarket(
  client: DataForSeoClient,
  cacheKey: string,
  country: string,
): Promise<LabsMarket> {
  const iso = country.toLowerCase();
  const list = await locations(client, cacheKey);
  if (!list) {
    // Google Ads geo target ids of the countries the rank checker offers.
    const location = SERP_COUNTRIES[iso as SerpCountry] ?? SERP_COUNTRIES.tr;
    return { location_code: location, language_code: MARKET_LANGUAGE[iso] ?? "tr" };
  }
  const entry = list.find(
    (item) => item.location_type === "Country" && item.country_iso_code?.toLowerCase() === iso,
  );
  const languages = (entry?.available_languages ?? []).filter(
    (language) => language.language_code && (language.available_sources ?? ["google"]).includes("google"),
  );
  if (!entry?.location_code || languages.length === 0)
    throw new ProviderError(
      "dataforseo",
      "invalid_request",
      `DataForSEO Labs has no data for country ${iso}`,
    );
  const own = languages.find((language) => language.language_code === MARKET_LANGUAGE[iso]);
  const most = [...languages].sort((a, b) => (b.keywords ?? 0) - (a.keywords ?? 0))[0]!;
  return { location_code: entry.location_code, language_code: (own ?? most).language_code! };
}

function locations(client: DataForSeoClient, cacheKey: string): Promise<LabsLocation[] | null> {
  const cached = cache.get(cacheKey);
  if (cached && cached.expires > Date.now()) return cached.list;
  const list = client
    .getOne<LabsLocation>("/v3/dataforseo_labs/locations_and_languages")
    .then((items) => {
      const usable = items.filter((item) => typeof item?.location_code === "number");
      if (usable.length === 0) throw new Error("empty list");
      return usable;
    })
    .catch(() => {
      cache.set(cacheKey, { expires: Date.now() + RETRY_TTL_MS, list: Promise.resolve(null) });
      return null;
    });
  cache.set(cacheKey, { expires: Date.now() + LIST_TTL_MS, list });
  return list;
}
