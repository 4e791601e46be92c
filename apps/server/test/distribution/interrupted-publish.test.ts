import { randomUUID } from "node:crypto";
import type { DistributionConnection } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDistributions, contentDrafts } from "../../src/db/schema";
import { cancelPendingDistribution } from "../../src/distribution/cancel-pending-distribution";
import { describeChannelError } from "../../src/distribution/describe-channel-error";
import { dispatchDueContent } from "../../src/distribution/dispatch-due-content-job";
import { publishChannelJob } from "../../src/distribution/publish-channel-job";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { outcomesOf, scheduledItem } from "./flow-support";

let vendor: VendorServer;
let server: TestServer;
/** Statuses Mastodon created, by Idempotency-Key: a repeated key returns the first status. */
const statuses = new Map<string, string>();
let hang = true;
let rateLimited = false;

beforeAll(async () => {
  vendor = await startVendorServer();
  vendor.handle((request) => {
    const path = request.url.pathname;
    if (path === "/api/v1/accounts/verify_credentials" || path === "/hook") {
      if (path === "/hook" && JSON.parse(request.body).event !== "ping" && hang) return "hang";
      return { json: { acct: "ayse" } };
    }
    if (path === "/api/v1/statuses" && rateLimited)
      return { status: 429, json: { error: "Too many requests" } };
    if (path === "/api/v1/statuses") {
      const key = String(request.headers["idempotency-key"]);
      if (!statuses.has(key)) statuses.set(key, String(100 + statuses.size));
      if (hang) return "hang";
      return { json: { id: statuses.get(key), url: `https://mastodon.social/@ayse/${statuses.get(key)}` } };
    }
    return { status: 404, json: { error: "no route" } };
  });
  server = await startTestServer({ env: { CRAWLER_ALLOW_PRIVATE: "true" } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await vendor?.close();
});

/** One attempt of the real job handler, as pg-boss runs it; `abortWhen` cuts it off like a lost worker. */
async function attempt(
  distributionId: string,
  userId: string,
  jobId: string,
  tries: number,
  abortWhen?: () => boolean,
) {
  const controller = new AbortController();
  const watch = setInterval(() => {
    if (abortWhen?.()) controller.abort(new Error("worker lost"));
  }, 20);
  try {
    await publishChannelJob.handle(
      { distributionId, userId },
      { ...server.context, jobId, attempt: tries, signal: controller.signal },
    );
    return "done";
  } catch {
    return "thrown";
  } finally {
    clearInterval(watch);
  }
}

describe("a worker killed mid-publish", () => {
  it("resumes without sending twice, and never sends blind to a channel that cannot dedupe", async () => {
    const { client, userId } = await signUpTestUser(server);
    const connect = async (body: object) =>
      (await (await client.post("/api/distribution/connections", body)).json()) as DistributionConnection;
    const mastodon = await connect({ kind: "mastodon", label: "Masto", url: vendor.url, apiKey: "t" });
    const webhook = await connect({
      kind: "webhook",
      label: "n8n",
      url: `${vendor.url}/hook`,
      apiSecret: "0123456789abcdef",
    });
    // Planned for later, so the minute's dispatcher leaves it to this test.
    const contentId = await scheduledItem(
      server,
      userId,
      [
        { kind: "mastodon", connectionId: mastodon.id },
        { kind: "webhook", connectionId: webhook.id },
      ],
      new Date(Date.now() + 3_600_000),
    );
    const row = (kind: "mastodon" | "webhook", connectionId: string) => ({
      id: randomUUID(),
      userId,
      contentId,
      kind,
      connectionId,
      status: "pending" as const,
    });
    const rows = [row("mastodon", mastodon.id), row("webhook", webhook.id)];
    await server.context.database.db.insert(contentDistributions).values(rows);
    const [toMastodon, toWebhook] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const reached = (path: string) => () =>
      vendor.requests.some(
        (request) =>
          request.url.pathname === path && request.method === "POST" && !request.body.includes('"ping"'),
      );

    // The vendors got the calls, then the worker died before it heard back.
    expect(await attempt(toMastodon.id, userId, "job-m", 0, reached("/api/v1/statuses"))).toBe("thrown");
    expect(await attempt(toWebhook.id, userId, "job-w", 0, reached("/hook"))).toBe("thrown");
    let current = await outcomesOf(client, contentId);
    expect(current.outcomes.map((outcome) => outcome.status)).toEqual(["sending", "sending"]);

    // Another job for the same channel keeps off a row this job claimed.
    hang = false;
    expect(await attempt(toMastodon.id, userId, "job-other", 0)).toBe("done");
    expect((await outcomesOf(client, contentId)).outcomes[0]?.status).toBe("sending");

    // pg-boss retries the same jobs.
    const hooksBefore = vendor.requests.filter((request) => request.url.pathname === "/hook").length;
    expect(await attempt(toMastodon.id, userId, "job-m", 1)).toBe("done");
    expect(await attempt(toWebhook.id, userId, "job-w", 1)).toBe("done");
    current = await outcomesOf(client, contentId);
    const [masto, hook] = current.outcomes;
    expect(masto).toMatchObject({ status: "sent", remoteId: "100" });
    expect(statuses.size).toBe(1);
    expect(
      vendor.requests
        .filter((request) => request.url.pathname === "/api/v1/statuses")
        .map((request) => request.headers["idempotency-key"]),
    ).toEqual([toMastodon.id, toMastodon.id]);
    expect(hook).toMatchObject({
      status: "failed",
      error: describeChannelError("webhook", "uncertain_delivery", null).en,
    });
    expect(vendor.requests.filter((request) => request.url.pathname === "/hook").length).toBe(hooksBefore);
    expect(current.state).toBe("partially_distributed");
  }, 120_000);

  it("closes a channel whose job died for good, so the item is not stuck", async () => {
    const { client, userId } = await signUpTestUser(server);
    const contentId = await scheduledItem(
      server,
      userId,
      [{ kind: "webhook", connectionId: "gone" }],
      new Date(Date.now() + 3_600_000),
    );
    const { db } = server.context.database;
    await db.insert(contentDistributions).values({
      id: randomUUID(),
      userId,
      contentId,
      kind: "webhook",
      connectionId: "gone",
      status: "sending",
      jobId: "dead-job",
      updatedAt: new Date(Date.now() - 24 * 3_600_000),
    });
    expect((await dispatchDueContent(server.context)).closed).toBeGreaterThanOrEqual(1);
    const outcomes = await outcomesOf(client, contentId);
    expect(outcomes).toMatchObject({ state: "failed" });
    expect(outcomes.outcomes[0]).toMatchObject({
      status: "failed",
      error: describeChannelError("webhook", "uncertain_delivery", null).en,
    });
    const [row] = await db
      .select()
      .from(contentDistributions)
      .where(eq(contentDistributions.contentId, contentId));
    expect(row?.status).toBe("failed");
  });

  it("sends nothing for a channel cancelled by a re-schedule, and hands it over again at the new time", async () => {
    hang = false;
    const { client, userId } = await signUpTestUser(server);
    const other = await signUpTestUser(server);
    const mastodon = (await (
      await client.post("/api/distribution/connections", {
        kind: "mastodon",
        label: "M",
        url: vendor.url,
        apiKey: "t",
      })
    ).json()) as DistributionConnection;
    const contentId = await scheduledItem(
      server,
      userId,
      [{ kind: "mastodon", connectionId: mastodon.id }],
      new Date(Date.now() + 3_600_000),
    );
    const { db } = server.context.database;
    const id = randomUUID();
    await db
      .insert(contentDistributions)
      .values({ id, userId, contentId, kind: "mastodon", connectionId: mastodon.id, status: "pending" });
    // Another user's call changes nothing; the owner's cancels the waiting channel.
    expect(await cancelPendingDistribution(server.context.database, other.userId, contentId)).toBe(0);
    expect(await cancelPendingDistribution(server.context.database, userId, contentId)).toBe(1);
    const before = statuses.size;
    expect(await attempt(id, userId, "job-late", 0)).toBe("done");
    expect(statuses.size).toBe(before);
    expect((await outcomesOf(client, contentId)).outcomes[0]?.status).toBe("cancelled");
    // Re-scheduled to a time that has now come: the cancelled channel goes out again.
    await db
      .update(contentDrafts)
      .set({ publishAt: new Date(Date.now() - 1_000) })
      .where(eq(contentDrafts.id, contentId));
    await dispatchDueContent(server.context);
    await expect
      .poll(async () => (await outcomesOf(client, contentId)).state, { timeout: 60_000 })
      .toBe("distributed");
    expect(statuses.size).toBe(before + 1);
  }, 120_000);

  it("puts a rate-limited channel back to waiting for pg-boss's retry, then sends it once", async () => {
    hang = false;
    rateLimited = true;
    const { client, userId } = await signUpTestUser(server);
    const mastodon = (await (
      await client.post("/api/distribution/connections", {
        kind: "mastodon",
        label: "M",
        url: vendor.url,
        apiKey: "t",
      })
    ).json()) as DistributionConnection;
    const contentId = await scheduledItem(
      server,
      userId,
      [{ kind: "mastodon", connectionId: mastodon.id }],
      new Date(Date.now() + 3_600_000),
    );
    const id = randomUUID();
    await server.context.database.db
      .insert(contentDistributions)
      .values({ id, userId, contentId, kind: "mastodon", connectionId: mastodon.id, status: "pending" });
    expect(await attempt(id, userId, "job-r", 0)).toBe("thrown");
    expect((await outcomesOf(client, contentId)).outcomes[0]).toMatchObject({
      status: "pending",
      error: describeChannelError("mastodon", "rate_limited", "Too many requests").en,
    });
    rateLimited = false;
    const before = statuses.size;
    expect(await attempt(id, userId, "job-r", 1)).toBe("done");
    const outcomes = await outcomesOf(client, contentId);
    expect(outcomes.outcomes[0]).toMatchObject({ status: "sent", attempts: 2, error: null });
    expect(outcomes.state).toBe("distributed");
    expect(statuses.size).toBe(before + 1);
  });
});
