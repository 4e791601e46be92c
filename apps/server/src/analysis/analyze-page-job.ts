import { runScan } from "@sitelens/engine";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { sitePages, sites } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import { defineJob } from "../jobs/define-job";
import { analysisErrorReason } from "./analysis-error-reason";
import { scanOptionsFromEnv } from "./scan-options-from-env";
import { userLanguage } from "./user-language";

/** Analyses one page a user added by hand (spec §5 New page URL): that page only, no speed runs. */
export const analyzePageJob = defineJob({
  name: "analyze-page",
  payload: z.object({ pageId: z.string(), siteId: z.string(), userId: z.string() }),
  // The heartbeat (decision 167) lets pg-boss retry a killed worker's page in seconds, not at expiry.
  options: {
    retryLimit: 1,
    retryDelaySeconds: 2,
    retryBackoff: false,
    expireInSeconds: 300,
    heartbeatSeconds: 10,
    concurrency: 2,
  },
  async handle({ pageId, siteId, userId }, context) {
    const { db } = context.database;
    const [site] = await db
      .select()
      .from(sites)
      .where(and(eq(sites.id, siteId), eq(sites.userId, userId)));
    const [page] = await db.select().from(sitePages).where(eq(sitePages.id, pageId));
    if (!site || !page) return;
    const url = new URL(page.url, site.url).toString();
    try {
      const scan = await runScan({
        url,
        options: { ...scanOptionsFromEnv(context.env), maxPages: 1, lighthouse: false },
        signal: context.signal,
      });
      const result = scan.pages[0];
      await db
        .update(sitePages)
        .set({
          title: result?.title ?? null,
          metaTitle: result?.title ?? null,
          metaDescription: result?.metaDescription ?? null,
          seoScore: result?.score === null || result?.score === undefined ? null : Math.round(result.score),
          httpStatus: result?.status ?? null,
          failingAudits: result?.failingAudits ?? [],
          status: result && !result.error ? "completed" : "error",
          errorReason: result?.error ?? null,
          analyzedAt: new Date(),
        })
        .where(eq(sitePages.id, pageId));
    } catch (error) {
      const language = await userLanguage(context.database, userId);
      await db
        .update(sitePages)
        .set({ status: "error", errorReason: analysisErrorReason(error)[language], analyzedAt: new Date() })
        .where(eq(sitePages.id, pageId));
    }
    await publishEvent(context.database, { userId, type: "site.updated", data: { id: siteId, pageId } });
  },
});
