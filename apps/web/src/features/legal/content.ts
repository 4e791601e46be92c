import type { Language } from "@/lib/language";

export type LegalSlug = "terms" | "privacy" | "kvkk";

export const legalText = {
  tr: {
    names: { terms: "Kullanım Koşulları", privacy: "Gizlilik Politikası", kvkk: "KVKK Aydınlatma Metni" },
    descriptions: {
      terms:
        "Sitelens hizmetinin kullanım koşulları: hesaplar, planlar ve deneme, ödeme, kabul edilebilir kullanım, sorumluluk ve uygulanacak hukuk.",
      privacy:
        "Sitelens hangi kişisel verileri neden topluyor, ne kadar saklıyor ve haklarınız neler: GDPR ve KVKK'ya uygun gizlilik politikası.",
      kvkk: "6698 sayılı KVKK kapsamında Sitelens aydınlatma metni: işlenen veriler, amaçlar, hukuki sebepler, aktarım ve başvuru hakları.",
    },
    legal: "Yasal",
    missing: "İçerik bulunamadı.",
    otherLanguage: "Bu metin henüz Türkçe değil; İngilizce sürümü gösteriliyor.",
    loading: "Yükleniyor",
  },
  en: {
    names: { terms: "Terms of Service", privacy: "Privacy Policy", kvkk: "KVKK Data Protection Notice" },
    descriptions: {
      terms:
        "The terms of the Sitelens service: accounts, plans and trial, payment, acceptable use, liability and governing law.",
      privacy:
        "What personal data Sitelens collects and why, how long it is kept and your rights: a privacy policy written for GDPR and KVKK.",
      kvkk: "The Sitelens notice under Turkey's data protection law No. 6698: data processed, purposes, legal grounds, transfers and your rights.",
    },
    legal: "Legal",
    missing: "Content not found.",
    otherLanguage: "This text is not available in English yet; the Turkish version is shown.",
    loading: "Loading",
  },
} satisfies Record<Language, Record<string, unknown>>;
