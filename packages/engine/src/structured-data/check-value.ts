import type { Localized } from "../i18n/localized";

const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const DURATION =
  /^P(?!$)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

const dates = new Set(
  "datePublished dateModified dateCreated uploadDate datePosted startDate endDate validThrough validFrom priceValidUntil foundingDate birthDate expires".split(
    " ",
  ),
);
const durations = new Set("totalTime prepTime cookTime performTime duration timeRequired".split(" "));
const urls = new Set(
  "url logo image thumbnailUrl contentUrl embedUrl sameAs item mainEntityOfPage".split(" "),
);
const numbers = new Set(
  "price lowPrice highPrice ratingValue ratingCount reviewCount bestRating worstRating minValue maxValue latitude longitude position".split(
    " ",
  ),
);
const currencies = new Set(["priceCurrency", "currency", "salaryCurrency"]);
const enumerations = new Set(["availability", "eventStatus", "eventAttendanceMode", "itemCondition"]);

const isUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** What is wrong with a plain (string or number) value of a property, or null. */
export function checkValue(
  property: string,
  value: unknown,
): { severity: "error" | "warning"; message: Localized } | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).trim();
  if (dates.has(property) && !DATE.test(text))
    return {
      severity: "error",
      message: {
        tr: `${property} ISO 8601 tarih olmalı (ör. 2026-03-02 veya 2026-03-02T09:00:00+03:00).`,
        en: `${property} must be an ISO 8601 date (e.g. 2026-03-02 or 2026-03-02T09:00:00+03:00).`,
      },
    };
  if (durations.has(property) && !DURATION.test(text))
    return {
      severity: "error",
      message: {
        tr: `${property} ISO 8601 süre olmalı (ör. PT30M, PT1H15M).`,
        en: `${property} must be an ISO 8601 duration (e.g. PT30M, PT1H15M).`,
      },
    };
  if (urls.has(property) && typeof value === "string" && !isUrl(text))
    return {
      severity: "error",
      message: {
        tr: `${property} tam bir http(s) URL'si olmalı.`,
        en: `${property} must be a full http(s) URL.`,
      },
    };
  if (numbers.has(property) && !NUMBER.test(text))
    return {
      severity: "error",
      message: {
        tr: `${property} yalnızca sayı olmalı (nokta ondalık ayırıcı, para birimi simgesi olmadan).`,
        en: `${property} must be a plain number (dot as decimal separator, no currency symbol).`,
      },
    };
  if (currencies.has(property) && !/^[A-Z]{3}$/.test(text))
    return {
      severity: "error",
      message: {
        tr: `${property} üç harfli ISO 4217 kodu olmalı (ör. TRY, EUR).`,
        en: `${property} must be a three-letter ISO 4217 code (e.g. TRY, EUR).`,
      },
    };
  if (enumerations.has(property) && !/^https?:\/\/schema\.org\/\w+$/.test(text))
    return {
      severity: "warning",
      message: {
        tr: `${property} bir schema.org değeri olmalı (ör. https://schema.org/InStock).`,
        en: `${property} should be a schema.org value (e.g. https://schema.org/InStock).`,
      },
    };
  return null;
}
