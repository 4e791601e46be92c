import { type SchemaType, schemaFields } from "@sitelens/shared";
import { parseAddress, parseOpeningHours } from "./parse-address-and-hours";
import { findPrice } from "./prefill-schema-values";

const PHONE = /\+?\d[\d\s()-]{8,}\d/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const DATE = /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})?)?\b/g;
const URLS = /https?:\/\/[^\s,;]+/g;

/**
 * Without AI, what the user's "extra info" states plainly: a phone number, an e-mail address, a
 * price with its currency, profile links, ISO dates (first start, then end), a postal address and
 * opening hours.
 */
export function parseExtraInfo(type: SchemaType, text: string): Record<string, string> {
  const names = new Set(schemaFields[type].map((field) => field.name));
  const found: Record<string, string> = {};
  const put = (name: string, value: string | undefined) => {
    if (value && names.has(name)) found[name] = value.trim();
  };
  put("telephone", PHONE.exec(text)?.[0]);
  put("email", EMAIL.exec(text)?.[0]);
  const price = findPrice(text);
  put("offers.price", price?.price);
  put("offers.priceCurrency", price?.currency);
  const urls = text.match(URLS) ?? [];
  put("sameAs", urls.join("\n") || undefined);
  const dates = text.match(DATE) ?? [];
  put("startDate", dates[0]);
  put("endDate", dates[1]);
  put("validThrough", dates[0]);
  put("openingHours", parseOpeningHours(text).join("\n") || undefined);
  // The address sits under a different object per type (address, location.address, jobLocation.address).
  const base = [...names]
    .find((name) => name.endsWith("address.streetAddress"))
    ?.replace(".streetAddress", "");
  if (base) for (const [name, value] of Object.entries(parseAddress(text, base))) put(name, value);
  return found;
}
