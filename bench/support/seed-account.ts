import { randomUUID } from "node:crypto";
import type { ScanResult } from "@sitelens/shared";
import { eq, sql } from "drizzle-orm";
import { storeAnalysis } from "../../apps/server/src/analysis/store-analysis";
import type { Database } from "../../apps/server/src/db/database";
import {
  competitorHistory,
  competitors,
  contentDrafts,
  historicalData,
  knownBacklinks,
  notifications,
  rankChecks,
  sites,
  trackedKeywords,
  users,
} from "../../apps/server/src/db/schema";
import type { SiteRow } from "../../apps/server/src/sites/site-to-api";
import { varyScan } from "./realistic-scan";

const DAY = 86_400_000;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
export const SEED = {
  sites: 5,
  analyses: 12,
  keywords: 100,
  days: 90,
  content: 50,
  competitors: 3,
  backlinks: 500,
  notifications: 200,
};

/** Inserts in chunks: one statement per row would take minutes on PGlite, one for all hits the parameter limit. */
async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * A paying customer after three months (issue #32): 5 sites of 200 pages, each with 12 analyses
 * stored through the server's own storeAnalysis (pages, tasks and history rows as a real analysis
 * writes them), 100 tracked keywords with 90 days of positions, 50 content items across channels,
 * 3 competitors per site, 500 known backlinks and 200 notifications. Returns the site ids.
 */
export async function seedAccount(database: Database, email: string, scan: ScanResult): Promise<string[]> {
  const { db } = database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  await db.update(users).set({ planId: "pro" }).where(eq(users.id, user.id));
  const now = Date.now();
  const siteIds: string[] = [];
  for (let s = 0; s < SEED.sites; s++) {
    const origin = `https://www.customer-${s + 1}.example`;
    const id = randomUUID();
    siteIds.push(id);
    await db.insert(sites).values({
      id,
      userId: user.id,
      name: `Customer ${s + 1}`,
      url: `${origin}/`,
      createdAt: new Date(now - 92 * DAY + s * 1000),
    });
    // The last two analyses go through storeAnalysis (pages, tasks completed and reopened, history);
    // the ten before them leave only their history rows, which is all that stays of them.
    for (let round = 0; round < SEED.analyses - 2; round++) {
      const { scores } = varyScan(scan, origin, round, s);
      await db.insert(historicalData).values({
        id: randomUUID(),
        siteId: id,
        overall: scores.overall,
        google: scores.engines.google,
        bing: scores.engines.bing,
        yandex: scores.engines.yandex,
        chatgpt: scores.aiReadiness.chatgpt,
        gemini: scores.aiReadiness.gemini,
        grok: scores.aiReadiness.grok,
        categories: scores.categories,
        scheduled: round % 2 === 1,
        createdAt: new Date(now - (SEED.analyses - round) * DAY),
      });
    }
    for (let round = SEED.analyses - 2; round < SEED.analyses; round++) {
      const attemptId = randomUUID();
      const [row] = await db
        .update(sites)
        .set({ status: "analyzing", analysisAttemptId: attemptId })
        .where(eq(sites.id, id))
        .returning();
      await storeAnalysis(
        database,
        { ...(row as SiteRow), attemptId },
        varyScan(scan, origin, round, s),
        round % 2 === 1,
      );
    }
    // The analyses ran weekly over three months, not all just now.
    await db.execute(sql`update ${historicalData} h set created_at = now() - ((row_number - 1) * interval '7 days')
      from (select id, row_number() over (order by created_at desc) as row_number from ${historicalData} where site_id = ${id}) r
      where h.id = r.id`);
    await seedCompetitors(database, user.id, id, scan, s);
  }
  await seedKeywords(database, user.id, siteIds, now);
  await seedContent(database, user.id, siteIds, now);
  await insertAll(
    Array.from({ length: SEED.backlinks }, (_, i) => ({
      id: randomUUID(),
      userId: user.id,
      siteId: siteIds[i % SEED.sites] as string,
      sourceUrl: `https://blog-${i % 97}.example/posts/${i}`,
      finalSourceUrl: `https://blog-${i % 97}.example/posts/${i}`,
      status: pick(["active", "active", "active", "broken", "redirect"] as const, i),
      sourceHttpStatus: 200,
      targetUrl: `https://www.customer-${(i % SEED.sites) + 1}.example/page-${i % 200}`,
      targetHttpStatus: 200,
      anchor: `anchor text ${i}`,
      rel: i % 4 === 0 ? ["nofollow"] : [],
      linkType: "text",
      indexable: true,
      firstSeen: new Date(now - (i % 90) * DAY),
      lastSeen: new Date(now - (i % 7) * DAY),
      lastChecked: new Date(now - (i % 7) * DAY),
    })),
    (chunk) => db.insert(knownBacklinks).values(chunk),
  );
  await insertAll(
    Array.from({ length: SEED.notifications }, (_, i) => ({
      id: randomUUID(),
      userId: user.id,
      title: `Analysis of Customer ${(i % SEED.sites) + 1} finished`,
      message: `The overall score moved to ${60 + (i % 30)}; ${i % 7} new tasks.`,
      type: pick(["info", "success", "warning", "error"] as const, i),
      actionUrl: `/sites/${siteIds[i % SEED.sites]}`,
      metadata: { siteId: siteIds[i % SEED.sites] },
      isRead: i >= 12,
      createdAt: new Date(now - i * 11 * 3_600_000),
    })),
    (chunk) => db.insert(notifications).values(chunk),
  );
  return siteIds;
}

async function seedCompetitors(
  database: Database,
  userId: string,
  siteId: string,
  scan: ScanResult,
  s: number,
) {
  for (let c = 0; c < SEED.competitors; c++) {
    const domain = `rival-${s}-${c}.example`;
    const analysis = varyScan(scan, `https://${domain}`, 11 - c, s + c);
    const id = randomUUID();
    await database.db.insert(competitors).values({
      id,
      userId,
      siteId,
      name: `Rival ${c + 1}`,
      url: `https://${domain}/`,
      domain,
      status: "completed",
      analysisData: analysis,
      lastAnalyzed: new Date(),
    });
    await database.db.insert(competitorHistory).values(
      Array.from({ length: 6 }, (_, r) => ({
        id: randomUUID(),
        competitorId: id,
        overall: analysis.scores.overall,
        scores: analysis.scores,
        pagesCrawled: analysis.pages.length,
        createdAt: new Date(Date.now() - r * 14 * DAY),
      })),
    );
  }
}

async function seedKeywords(database: Database, userId: string, siteIds: string[], now: number) {
  const keywords = Array.from({ length: SEED.keywords }, (_, i) => ({
    id: randomUUID(),
    userId,
    siteId: siteIds[i % SEED.sites] as string,
    keyword: `seo keyword ${i} ${["guide", "price", "review", "near me"][i % 4]}`,
    engine: pick(["google", "google", "bing", "yandex"] as const, i),
    country: i % 2 ? "TR" : "US",
    language: i % 2 ? "tr" : "en",
    device: pick(["desktop", "mobile"] as const, i),
    tags: i % 3 ? ["brand"] : [],
    nextCheckAt: new Date(now + (i % 24) * 3_600_000),
    createdAt: new Date(now - SEED.days * DAY),
  }));
  await insertAll(keywords, (chunk) => database.db.insert(trackedKeywords).values(chunk));
  const checks = keywords.flatMap((keyword, k) =>
    Array.from({ length: SEED.days }, (_, d) => {
      const found = (k + d) % 11 !== 0;
      return {
        id: randomUUID(),
        trackedKeywordId: keyword.id,
        status: found ? ("found" as const) : ("not_found" as const),
        position: found ? 1 + ((k * 7 + d) % 60) : null,
        absolutePosition: found ? 2 + ((k * 7 + d) % 60) : null,
        url: found ? `https://www.customer-${(k % SEED.sites) + 1}.example/page-${k}` : null,
        features: d % 3 ? ["featured_snippet", "people_also_ask"] : [],
        questions: [],
        provider: "dataforseo",
        checkedAt: new Date(now - d * DAY),
      };
    }),
  );
  await insertAll(checks, (chunk) => database.db.insert(rankChecks).values(chunk));
}

async function seedContent(database: Database, userId: string, siteIds: string[], now: number) {
  const states = [
    "draft",
    "scheduled",
    "published",
    "distributed",
    "partially_distributed",
    "failed",
  ] as const;
  const channels = [
    [{ kind: "manual" as const }],
    [{ kind: "webhook" as const, connectionId: "c-webhook" }],
    [
      { kind: "mastodon" as const, connectionId: "c-mastodon" },
      { kind: "mailchimp" as const, connectionId: "c-mailchimp" },
    ],
  ];
  await insertAll(
    Array.from({ length: SEED.content }, (_, i) => ({
      id: randomUUID(),
      userId,
      siteId: siteIds[i % SEED.sites] as string,
      title: `Article ${i}: how to choose`,
      body: `<h2>Part ${i}</h2>${"<p>Useful paragraph about the topic with enough words to be realistic.</p>".repeat(40)}`,
      metaTitle: `Article ${i}`,
      metaDescription:
        "A realistic meta description of about one hundred and fifty characters for the seeded content item.",
      slug: `article-${i}`,
      keyphrase: "how to choose",
      language: i % 2 ? ("tr" as const) : ("en" as const),
      socialText: "Read our new article",
      emailText: "This week's article",
      publishAt: i % 6 === 0 ? null : new Date(now + ((i % 30) - 15) * DAY),
      state: states[i % states.length] as (typeof states)[number],
      channels: channels[i % channels.length] as (typeof channels)[number],
      createdAt: new Date(now - (60 - i) * DAY),
      updatedAt: new Date(now - (50 - i) * DAY),
    })),
    (chunk) => database.db.insert(contentDrafts).values(chunk),
  );
}
