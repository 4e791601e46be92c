import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, blogPostViews, codeFailures, mailOutbox, rateLimitBuckets } from "../../src/db/schema";
import { purgeExpiredJob } from "../../src/jobs/purge-expired";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const DAY = 86_400_000;

describe("housekeeping", () => {
  it("deletes rows that no longer matter so no table grows forever, and keeps current ones", async () => {
    const { db } = server.context.database;
    const now = Date.now();
    await db.insert(rateLimitBuckets).values([
      { key: "old-window", count: 3, resetAt: new Date(now - 1000) },
      { key: "open-window", count: 3, resetAt: new Date(now + 60_000) },
    ]);
    await db.insert(mailOutbox).values([
      {
        id: randomUUID(),
        to: "a@example.com",
        subject: "old",
        text: "x",
        html: "x",
        createdAt: new Date(now - 8 * DAY),
      },
      { id: randomUUID(), to: "a@example.com", subject: "new", text: "x", html: "x" },
    ]);
    await db.insert(codeFailures).values([
      { email: "a@example.com", ip: "1.2.3.4", createdAt: new Date(now - 2 * DAY) },
      { email: "a@example.com", ip: "1.2.3.4" },
    ]);
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    if (!post) throw new Error("no seeded blog post");
    const today = new Date(now).toISOString().slice(0, 10);
    const longAgo = new Date(now - 3 * DAY).toISOString().slice(0, 10);
    await db.insert(blogPostViews).values([
      { postId: post.id, visitorHash: "v", day: longAgo },
      { postId: post.id, visitorHash: "v", day: today },
    ]);

    await purgeExpiredJob.handle(
      {},
      { ...server.context, jobId: "test", attempt: 0, signal: new AbortController().signal },
    );

    expect((await db.select().from(rateLimitBuckets)).map((row) => row.key)).not.toContain("old-window");
    expect((await db.select().from(rateLimitBuckets)).map((row) => row.key)).toContain("open-window");
    expect((await db.select().from(mailOutbox)).map((row) => row.subject)).toEqual(["new"]);
    expect(await db.select().from(codeFailures)).toHaveLength(1);
    expect((await db.select().from(blogPostViews)).map((row) => row.day)).toEqual([today]);
  });
});
