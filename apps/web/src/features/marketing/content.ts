import type { Language } from "@/lib/language";

/** Strings the marketing pages share. */
export const marketingText = {
  tr: {
    home: "Ana sayfa",
    breadcrumb: "Sayfa konumu",
    ctaTitle: "Sitenizin nerede durduğunu bugün görün",
    ctaBody: "3 gün ücretsiz deneyin, kart gerekmez. İlk analiz birkaç dakika sürer.",
    ctaPrimary: "Ücretsiz denemeyi başlat",
    ctaSecondary: "Fiyatları gör",
    faqTitle: "Sık sorulan sorular",
    updated: "Son güncelleme",
  },
  en: {
    home: "Home",
    breadcrumb: "Breadcrumb",
    ctaTitle: "See where your site stands today",
    ctaBody: "Try it free for 3 days, no card needed. The first analysis takes a few minutes.",
    ctaPrimary: "Start your free trial",
    ctaSecondary: "See pricing",
    faqTitle: "Frequently asked questions",
    updated: "Last updated",
  },
} satisfies Record<Language, Record<string, string>>;

export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "tr" ? "tr-TR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}
