import { randomUUID } from "node:crypto";
import { siteDuplicateKey } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../src/db/is-unique-violation";
import { seoTasks, sites, users } from "../../src/db/schema";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

// The sites resolve to the SSRF-refused loopback: nothing is crawled, the analyses end in error.
const HOSTS = ["paralel-bir.com", "paralel-iki.com", "paralel-uc.com", "paralel-dort.com", "paralel-bes.com"];

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ANALYSIS_LIGHTHOUSE: "false",
      CRAWLER_RESOLVE: HOSTS.flatMap((host) => [`${host}:443:127.0.0.1`, `www.${host}:443:127.0.0.1`]).join(
        ",",
      ),
    },
  });
}, 180_000);
afterAll(async () => server?.stop());

const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();
const countSites = async (userId: string) =>
  (await server.context.database.db.select().from(sites).where(eq(sites.userId, userId))).length;

describe("adding sites from parallel requests", () => {
  it("stores one site when the same URL is sent ten times at once, in different spellings", async () => {
    const { client, userId } = await signUpTestUser(server);
    const spellings = ["https://paralel-bir.com", "http://www.paralel-bir.com/", "https://PARALEL-BIR.com//"];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => client.post("/api/sites", { url: spellings[index % 3] })),
    );
    expect(statuses(responses)).toEqual([201, ...Array(9).fill(409)]);
    for (const response of responses.filter((item) => item.status === 409))
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("duplicate_site");
    expect(await countSites(userId)).toBe(1);
  });

  it("keeps the free plan at one site when five domains are added at once", async () => {
    const { client, userId } = await signUpTestUser(server);
    await server.context.database.db
      .update(users)
      .set({ planId: null, paymentStatus: null, trialEndsAt: new Date(0) })
      .where(eq(users.id, userId));
    const responses = await Promise.all(
      HOSTS.map((host) => client.post("/api/sites", { url: `https://${host}` })),
    );
    expect(statuses(responses)).toEqual([201, 403, 403, 403, 403]);
    expect(await countSites(userId)).toBe(1);
  });

  it("computes the stored duplicate key exactly as the shared rule does", async () => {
    const { userId } = await signUpTestUser(server);
    const urls = [
      "https://www.ornek.com.tr",
      "http://blog.ornek.com.tr:8080/yazilar/",
      "https://ornek.com/a/b//?q=1",
      "https://xn--rnek-4qa.com/%C3%A7ay",
    ];
    const { db } = server.context.database;
    for (const url of urls) await db.insert(sites).values({ id: randomUUID(), userId, name: url, url });
    const rows = await db
      .select({ url: sites.url, key: sites.urlKey })
      .from(sites)
      .where(eq(sites.userId, userId));
    for (const row of rows) expect(row.key).toBe(siteDuplicateKey(row.url));
    const again = db
      .insert(sites)
      .values({ id: randomUUID(), userId, name: "x", url: "http://ornek.com.tr/" });
    await expect(again).rejects.toSatisfy(isUniqueViolation);
  });

  it("allows one task per audit and site", async () => {
    const { client, userId } = await signUpTestUser(server);
    const response = await client.post("/api/sites", { url: "https://paralel-iki.com" });
    const { id: siteId } = (await response.json()) as { id: string };
    const { db } = server.context.database;
    const task = () => ({
      id: randomUUID(),
      userId,
      siteId,
      auditId: "document-title",
      title: { tr: "Başlık", en: "Title" },
      description: { tr: "Başlık", en: "Title" },
      fix: { tr: "Başlık", en: "Title", code: null },
      priority: "high" as const,
      category: "seo" as const,
      source: "analysis" as const,
    });
    await db.insert(seoTasks).values(task());
    await expect(db.insert(seoTasks).values(task())).rejects.toSatisfy(isUniqueViolation);
    // Tasks added by hand carry no audit and never collide.
    await db.insert(seoTasks).values([
      { ...task(), auditId: null, source: "manual" },
      { ...task(), auditId: null, source: "manual" },
    ]);
  });
});
