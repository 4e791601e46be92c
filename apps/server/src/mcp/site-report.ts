import {
  auditOutcome,
  auditSeveritySchema,
  type ScanResult,
  siteSchema,
  summarizeScan,
  taskCategorySchema,
  taskPrioritySchema,
} from "@sitelens/shared";
import { z } from "zod";
import type { Language } from "../http/language";
import { type SiteRow, siteToApi } from "../sites/site-to-api";

const AFFECTED_PAGES_SHOWN = 10;
const score = z.number().nullable();

export const siteReportSchema = z.object({
  site: siteSchema,
  scores: z.object({
    overall: z.number(),
    previous: score.describe("Overall score of the analysis before the latest one"),
    categories: z.record(z.string(), score).describe("Category scores 0-100 (null: not measured)"),
    searchEngines: z.object({ google: z.number(), bing: z.number(), yandex: z.number() }),
    aiVisibility: z.object({ chatgpt: z.number(), gemini: z.number(), grok: z.number() }),
  }),
  checks: z
    .object({
      run: z.number(),
      passed: z.number(),
      failing: z.number(),
      errors: z.number(),
      warnings: z.number(),
    })
    .nullable(),
  pagesCrawled: z.number().nullable(),
  topIssues: z.array(
    z.object({
      auditId: z.string(),
      title: z.string(),
      category: taskCategorySchema,
      severity: auditSeveritySchema,
      priority: taskPrioritySchema,
      impact: z.number().describe("Estimated score points gained by fixing it"),
      affectedPageCount: z.number(),
      affectedPages: z.array(z.string()).describe(`Up to ${AFFECTED_PAGES_SHOWN} of the affected URLs`),
      fix: z.string(),
    }),
  ),
});
export type SiteReport = z.infer<typeof siteReportSchema>;

/**
 * A site's report from its stored row and latest ScanResult, texts in one language: the scores the
 * dashboard shows, the check counts of the SEO tab (summarizeScan) and the analysis's tasks by impact.
 */
export function siteReport(row: SiteRow, language: Language, limit: number): SiteReport {
  const scan: ScanResult | null = row.analysisData;
  const summary = scan ? summarizeScan(scan) : null;
  const failing = new Set(scan?.audits.filter((audit) => auditOutcome(audit) === "fail").map((a) => a.id));
  const issues = [...(scan?.tasks ?? [])]
    .filter((task) => failing.size === 0 || failing.has(task.auditId))
    .sort((a, b) => b.impact - a.impact)
    .slice(0, limit);
  return {
    site: siteToApi(row),
    scores: {
      overall: row.overallScore,
      previous: row.previousScore,
      categories: scan?.scores.categories ?? {},
      searchEngines: { google: row.googleSeo, bing: row.bingSeo, yandex: row.yandexSeo },
      aiVisibility: {
        chatgpt: row.chatgptVisibility,
        gemini: row.geminiVisibility,
        grok: row.grokVisibility,
      },
    },
    checks: summary && {
      run: summary.checks.run,
      passed: summary.checks.passed,
      failing: summary.checks.failing,
      errors: summary.checks.bySeverity.error,
      warnings: summary.checks.bySeverity.warning,
    },
    pagesCrawled: summary?.crawl.crawled ?? null,
    topIssues: issues.map((task) => ({
      auditId: task.auditId,
      title: task.title[language],
      category: task.category,
      severity: task.severity ?? "warning",
      priority: task.priority,
      impact: task.impact,
      affectedPageCount: task.affectedUrls.length,
      affectedPages: task.affectedUrls.slice(0, AFFECTED_PAGES_SHOWN),
      fix: task.fix[language],
    })),
  };
}
