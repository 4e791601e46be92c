import type { AuditResult } from "@sitelens/shared/scan-result";
import { AI_READINESS_WEIGHTS, ENGINE_AUDIT_MULTIPLIERS, ENGINE_CATEGORY_WEIGHTS } from "../config/weights";
import { CATEGORY_IDS, scoreCategory } from "./score-categories";
import { toPoints, weightedMean } from "./weighted-mean";

/** SEO score per search engine: its own audits, its own multipliers, its own category weights. */
export function scoreSearchEngines(audits: AuditResult[]) {
  const scoreFor = (engine: "google" | "bing" | "yandex") => {
    const relevant = audits.filter((audit) => audit.engines.includes(engine));
    const multipliers = ENGINE_AUDIT_MULTIPLIERS[engine];
    const categoryWeights = ENGINE_CATEGORY_WEIGHTS[engine];
    return toPoints(
      weightedMean(
        CATEGORY_IDS.map((category) => ({
          score: scoreCategory(relevant, category, (audit) => audit.weight * (multipliers[audit.id] ?? 1)),
          weight: categoryWeights[category] ?? 0,
        })),
      ),
    );
  };
  return { google: scoreFor("google"), bing: scoreFor("bing"), yandex: scoreFor("yandex") };
}

/** Readiness estimates for answer engines: audit scores plus robots.txt access of their crawler tokens. */
export function scoreAiReadiness(audits: AuditResult[], botAccess: { token: string; allowed: boolean }[]) {
  const byId = new Map(audits.map((audit) => [audit.id, audit]));
  const scoreFor = (engine: "chatgpt" | "gemini" | "grok") => {
    const { audits: auditWeights, bots } = AI_READINESS_WEIGHTS[engine];
    const fromAudits = Object.entries(auditWeights).map(([id, weight]) => {
      const audit = byId.get(id);
      return { score: audit && audit.weight > 0 ? audit.score : null, weight };
    });
    const fromBots = Object.entries(bots).map(([token, weight]) => {
      const access = botAccess.find((bot) => bot.token === token);
      return { score: access ? Number(access.allowed) : null, weight };
    });
    return toPoints(weightedMean([...fromAudits, ...fromBots]));
  };
  return {
    estimate: true as const,
    chatgpt: scoreFor("chatgpt"),
    gemini: scoreFor("gemini"),
    grok: scoreFor("grok"),
  };
}
