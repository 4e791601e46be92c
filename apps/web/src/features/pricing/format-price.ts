import { liraPrice } from "@sitelens/shared";
import type { Language } from "@/lib/language";

export type Currency = "USD" | "TRY";

/** USD prices shown as stored; TRY converted and rounded exactly as the checkout charges (liraPrice). */
export function formatPrice(usd: number, currency: Currency, tryPerUsd: number, language: Language): string {
  const amount = currency === "TRY" ? liraPrice(usd, tryPerUsd) : usd;
  return new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: currency === "TRY" || Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** Spec: Turkish visitors (Turkish page or a Turkish IP) see lira, everyone else dollars. */
export function currencyFor(language: Language, country: string | null | undefined): Currency {
  return language === "tr" || country === "TR" ? "TRY" : "USD";
}
