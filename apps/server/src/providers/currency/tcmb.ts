import { XMLParser } from "fast-xml-parser";
import { readCappedText } from "../read-capped-response";

export class ExchangeRateError extends Error {
  override readonly name = "ExchangeRateError";
}

type TcmbCurrency = { "@_CurrencyCode"?: string; Unit?: number | string; ForexSelling?: number | string };

/**
 * The Central Bank of the Republic of Turkey's indicative rates (`/kurlar/today.xml`, the last
 * business day's bulletin): TRY per one USD, from USD's ForexSelling divided by its Unit.
 */
export async function fetchTcmbUsdRate(baseUrl: string): Promise<{ rate: number; date: string | null }> {
  let response: Response;
  try {
    response = await fetch(new URL("/kurlar/today.xml", baseUrl), {
      headers: { accept: "application/xml,text/xml" },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (cause) {
    throw new ExchangeRateError(`TCMB unreachable: ${(cause as Error).message}`);
  }
  if (!response.ok) throw new ExchangeRateError(`TCMB answered ${response.status}`);
  const document = new XMLParser({ ignoreAttributes: false }).parse(
    await readCappedText(response, "tcmb"),
  ) as {
    Tarih_Date?: { "@_Date"?: string; Currency?: TcmbCurrency | TcmbCurrency[] };
  };
  const currencies = [document.Tarih_Date?.Currency ?? []].flat();
  const usd = currencies.find((currency) => currency["@_CurrencyCode"] === "USD");
  const selling = Number(usd?.ForexSelling);
  const unit = Number(usd?.Unit ?? 1) || 1;
  if (!usd || !Number.isFinite(selling) || selling <= 0)
    throw new ExchangeRateError("no USD ForexSelling in TCMB XML");
  return {
    rate: Math.round((selling / unit) * 10_000) / 10_000,
    date: document.Tarih_Date?.["@_Date"] ?? null,
  };
}
