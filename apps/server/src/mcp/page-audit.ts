import { auditSeveritySchema, scanCategorySchema } from "@sitelens/shared";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import type { SiteRow } from "../sites/site-to-api";

export const pageAuditSchema = z.object({
  url: z.string(),
  finalUrl: z.string(),
  status: z.number().describe("HTTP status of the page"),
  depth: z.number().describe("Clicks from the home page"),
  inSitemap: z.boolean(),
  noindex: z.boolean(),
  title: z.string().nullable(),
  metaDescription: z.string().nullable(),
  score: z.number().nullable(),
  error: z.string().nullable(),
  linkedFrom: z.array(z.string()).describe("Pages linking here (a sample)"),
  failingChecks: z.array(
    z.object({
      auditId: z.string(),
      title: z.string(),
      description: z.string(),
      category: scanCategorySchema,
      severity: auditSeveritySchema,
    }),
  ),
});
export type PageAudit = z.infer<typeof pageAuditSchema>;

/** Ignores the scheme's default trailing slash so "https://a.com" finds "https://a.com/". */
function sameUrl(a: string, b: string): boolean {
  const strip = (url: string) => url.replace(/\/+$/, "");
  return strip(a) === strip(b);
}

/** One crawled page of the latest analysis with the checks it fails, texts in one language. */
export function pageAudit(row: SiteRow, url: string, language: Language): PageAudit {
  const scan = row.analysisData;
  const page = scan?.pages.find((item) => sameUrl(item.url, url) || sameUrl(item.finalUrl, url));
  if (!scan || !page)
    throw new AppError("not_found", {
      en: "This page is not in the site's latest analysis; use a URL from get_site_report's affected pages.",
      tr: "Bu sayfa sitenin son analizinde yok; get_site_report'un etkilenen sayfalarındaki bir adresi kullanın.",
    });
  const audits = new Map(scan.audits.map((audit) => [audit.id, audit]));
  return {
    url: page.url,
    finalUrl: page.finalUrl,
    status: page.status,
    depth: page.depth,
    inSitemap: page.inSitemap,
    noindex: page.noindex,
    title: page.title,
    metaDescription: page.metaDescription,
    score: page.score,
    error: page.error,
    linkedFrom: page.linkedFrom.slice(0, 10),
    failingChecks: page.failingAudits.flatMap((id) => {
      const audit = audits.get(id);
      if (!audit) return [];
      return [
        {
          auditId: id,
          title: audit.failureTitle[language],
          description: audit.description[language],
          category: audit.category,
          severity: audit.severity ?? "warning",
        },
      ];
    }),
  };
}
