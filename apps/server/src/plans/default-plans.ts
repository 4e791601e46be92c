import type { currencySettings, plans } from "../db/schema";

type PlanRow = typeof plans.$inferInsert;

/**
 * The plans every installation starts with. Inserted once (existing rows are left as edited);
 * the web build renders /pricing from this same list, so the static page matches a fresh install.
 */
export const defaultPlans: PlanRow[] = [
  {
    id: "free",
    title: { tr: "Ücretsiz", en: "Free" },
    description: {
      tr: "Tek bir sitenin SEO ve yapay zekâ görünürlüğünü izlemek için.",
      en: "Track the SEO and AI visibility of one site.",
    },
    price: 0,
    yearlyPrice: 0,
    siteLimit: 1,
    trialPeriodDays: 0,
    featureAccess: false,
    popular: false,
    sortOrder: 0,
    features: {
      tr: ["Tam SEO ve AIO analizi", "Motor başına puanlar", "Önceliklendirilmiş SEO görevleri"],
      en: ["Full SEO and AIO analysis", "Per-engine scores", "Prioritised SEO tasks"],
    },
  },
  {
    id: "pro",
    title: { tr: "Pro", en: "Pro" },
    description: {
      tr: "Birkaç siteyi büyüten ekipler ve serbest çalışanlar için tüm araçlar.",
      en: "Every tool for freelancers and teams growing a few sites.",
    },
    price: 29,
    yearlyPrice: null,
    siteLimit: 5,
    trialPeriodDays: 3,
    featureAccess: true,
    popular: true,
    sortOrder: 1,
    features: {
      tr: [
        "Yapay zekâ çözüm önerileri",
        "Şema ve meta etiket üreticileri",
        "İçerik fikirleri ve anahtar kelime önerileri",
        "Rakip ve backlink analizi",
        "İçerik planlama takvimi",
        "PDF rapor",
      ],
      en: [
        "AI solution suggestions",
        "Schema and meta tag generators",
        "Content ideas and keyword suggestions",
        "Competitor and backlink analysis",
        "Content planning calendar",
        "PDF report",
      ],
    },
  },
  {
    id: "agency",
    title: { tr: "Ajans", en: "Agency" },
    description: {
      tr: "Müşteri sitelerini yöneten ajanslar için sınırsız site.",
      en: "Unlimited sites for agencies managing client websites.",
    },
    price: 79,
    yearlyPrice: null,
    siteLimit: -1,
    trialPeriodDays: 0,
    featureAccess: true,
    popular: false,
    sortOrder: 2,
    features: {
      tr: ["Pro'daki her şey", "Müşteriler için PDF raporlar", "Öncelikli destek"],
      en: ["Everything in Pro", "PDF reports for clients", "Priority support"],
    },
  },
];

export const defaultCurrency: typeof currencySettings.$inferInsert = { id: "usd_try", currentRate: 42.5 };
