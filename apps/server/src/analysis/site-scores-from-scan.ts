import type { ScanResult, SiteScores } from "@sitelens/shared";

const whole = (value: number | null) => Math.round(value ?? 0);

/** The scores a site row keeps from a ScanResult (AI engines: readiness estimates). */
export function siteScoresFromScan(scan: ScanResult): SiteScores {
  return {
    overallScore: whole(scan.scores.overall),
    googleSeo: whole(scan.scores.engines.google),
    bingSeo: whole(scan.scores.engines.bing),
    yandexSeo: whole(scan.scores.engines.yandex),
    chatgptVisibility: whole(scan.scores.aiReadiness.chatgpt),
    geminiVisibility: whole(scan.scores.aiReadiness.gemini),
    grokVisibility: whole(scan.scores.aiReadiness.grok),
  };
}
