/** The countries the rank checker offers, with DataForSEO's location_code (Google Ads geo target ids). */
export const SERP_COUNTRIES = {
  tr: 2792,
  us: 2840,
  gb: 2826,
  de: 2276,
  fr: 2250,
  nl: 2528,
  az: 2031,
} as const;

export type SerpCountry = keyof typeof SERP_COUNTRIES;
