import type { Localized } from "../scan-result";
import type { PlanQuotas, UsageKind } from "./usage-quotas";

const freeQuotas: PlanQuotas = {
  usage: {
    analyses: 3,
    ai_generations: 3,
    pdf_reports: 5,
    verification_checks: 20,
    page_adds: 10,
    rank_checks: 0,
    keyword_lookups: 0,
    content_ideas: 0,
    competitor_analyses: 0,
    backlink_checks: 0,
    ai_visibility_runs: 0,
    chat_messages: 20,
    google_refreshes: 0,
  },
  capacity: {
    competitorSlotsPerSite: 0,
    pagesPerAnalysis: 50,
    trackedKeywords: 0,
    monitoringFrequency: "weekly",
  },
};

const proQuotas: PlanQuotas = {
  usage: {
    analyses: 300,
    ai_generations: 100,
    pdf_reports: 50,
    verification_checks: 100,
    page_adds: 200,
    rank_checks: 500,
    keyword_lookups: 100,
    content_ideas: 20,
    competitor_analyses: 20,
    backlink_checks: 20,
    ai_visibility_runs: 4,
    chat_messages: 200,
    google_refreshes: 20,
  },
  capacity: {
    competitorSlotsPerSite: 3,
    pagesPerAnalysis: 200,
    trackedKeywords: 100,
    monitoringFrequency: "daily",
  },
};

const agencyQuotas: PlanQuotas = {
  usage: {
    analyses: 2000,
    ai_generations: 500,
    pdf_reports: 500,
    verification_checks: 500,
    page_adds: 1000,
    rank_checks: 3000,
    keyword_lookups: 500,
    content_ideas: 100,
    competitor_analyses: 100,
    backlink_checks: 100,
    ai_visibility_runs: 30,
    chat_messages: 1000,
    google_refreshes: 100,
  },
  capacity: {
    competitorSlotsPerSite: 10,
    pagesPerAnalysis: 500,
    trackedKeywords: 1000,
    monitoringFrequency: "daily",
  },
};

/**
 * The quotas each default plan starts with; a plans row may override any of them (plans.quotas)
 * without a deploy. A plan with another id falls back to Pro's when it grants the tools, else Free's.
 */
export function defaultPlanQuotas(planId: string, featureAccess: boolean): PlanQuotas {
  if (planId === "agency") return agencyQuotas;
  if (planId === "pro") return proQuotas;
  if (planId === "free") return freeQuotas;
  return featureAccess ? proQuotas : freeQuotas;
}

/** How each counted action is named to users (billing page, quota errors). */
export const usageKindLabels: Record<UsageKind, Localized> = {
  analyses: { tr: "Site analizi", en: "Site analyses" },
  ai_generations: { tr: "Yapay zekâ üretimi", en: "AI generations" },
  pdf_reports: { tr: "PDF rapor", en: "PDF reports" },
  verification_checks: { tr: "Doğrulama denemesi", en: "Verification checks" },
  page_adds: { tr: "Sayfa ekleme", en: "Pages added" },
  rank_checks: { tr: "Sıralama kontrolü", en: "Rank checks" },
  keyword_lookups: { tr: "Anahtar kelime sorgusu", en: "Keyword look-ups" },
  content_ideas: { tr: "İçerik fikri üretimi", en: "Content idea runs" },
  competitor_analyses: { tr: "Rakip analizi", en: "Competitor analyses" },
  backlink_checks: { tr: "Backlink kontrolü", en: "Backlink checks" },
  ai_visibility_runs: { tr: "Yapay zekâ görünürlük ölçümü", en: "AI visibility runs" },
  chat_messages: { tr: "Asistan mesajı", en: "Assistant messages" },
  google_refreshes: { tr: "Google verisi yenileme", en: "Google data refreshes" },
};
