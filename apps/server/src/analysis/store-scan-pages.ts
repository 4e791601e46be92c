import { randomUUID } from "node:crypto";
import { pageUnscoredReason, type ScanResult } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { sitePages } from "../db/schema";
import { pagePath } from "./page-path";

const score = (value: number | null) => (value === null ? null : Math.round(value));

/** Replaces the crawled pages of a site with this scan's; pages the user added by hand stay and are refreshed. */
export async function storeScanPages(tx: AppDb, siteId: string, scan: ScanResult, now: Date): Promise<void> {
  await tx.delete(sitePages).where(and(eq(sitePages.siteId, siteId), eq(sitePages.addedManually, false)));
  const seen = new Set<string>();
  for (const page of scan.pages) {
    const url = pagePath(page.url);
    if (seen.has(url)) continue;
    seen.add(url);
    const values = {
      title: page.title,
      metaTitle: page.title,
      metaDescription: page.metaDescription,
      seoScore: score(page.score),
      // Not fetched or 4xx/5xx: no score of its own, and the list says why (pageUnscoredReason).
      status: pageUnscoredReason(page) ? ("error" as const) : ("completed" as const),
      httpStatus: page.status,
      inSitemap: page.inSitemap,
      failingAudits: page.failingAudits,
      errorReason: page.error,
      analyzedAt: now,
    };
    await tx
      .insert(sitePages)
      .values({ id: randomUUID(), siteId, url, ...values })
      .onConflictDoUpdate({ target: [sitePages.siteId, sitePages.url], set: values });
  }
}
