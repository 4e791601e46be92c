import type { Language } from "@/lib/language";

export function formatMoney(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export function formatDate(value: string | null, language: Language): string {
  if (!value) return "—";
  return new Intl.DateTimeFormat(language === "tr" ? "tr-TR" : "en-US", { dateStyle: "medium" }).format(
    new Date(value),
  );
}
