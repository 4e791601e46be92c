import { createRequire } from "node:module";
import path from "node:path";
import maxmind, { type CountryResponse, type Reader } from "maxmind";

const require = createRequire(import.meta.url);
let reader: Promise<Reader<CountryResponse>> | null = null;

/**
 * Country of an IP address from an offline database (geo-whois-asn-country, CC0 / CC BY 4.0 data
 * by sapics/ip-location-db), so no visitor address ever leaves the server.
 */
export async function lookupCountry(ip: string | null): Promise<string | null> {
  if (!ip) return null;
  reader ??= maxmind.open<CountryResponse>(
    path.join(
      path.dirname(require.resolve("@ip-location-db/geo-whois-asn-country-mmdb/package.json")),
      "geo-whois-asn-country.mmdb",
    ),
  );
  try {
    const record = (await reader).get(ip.replace(/^::ffff:/, "")) as { country_code?: string } | null;
    return record?.country_code ?? null;
  } catch {
    return null;
  }
}
