import { randomUUID } from "node:crypto";
import type { ContentDraft, DistributionConnection } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDistributions } from "../../src/db/schema";
import { publishChannelJob } from "../../src/distribution/publish-channel-job";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { outcomesOf, scheduledItem } from "./flow-support";
import { wordPressSite } from "./wordpress-vendor";

let vendor: VendorServer;
let server: TestServer;
const wordpress = wordPressSite();

beforeAll(async () => {
  vendor = await startVendorServer();
  vendor.handle((request) =>
    request.url.pathname === "/wp-json/wp/v2/users/me"
      ? { json: { id: 1, name: "Ayşe", slug: "ayse" } }
      : wordpress.handle(request),
  );
  server = await startTestServer({ env: { CRAWLER_ALLOW_PRIVATE: "true" } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await vendor?.close();
});

/** One attempt of the real job handler, as pg-boss runs it. */
async function attempt(distributionId: string, userId: string, tries: number) {
  try {
    await publishChannelJob.handle(
      { distributionId, userId },
      { ...server.context, jobId: "job-wp", attempt: tries, signal: new AbortController().signal },
    );
    return "done";
  } catch {
    return "thrown";
  }
}

describe("a vendor that stores the post and then answers 5xx", () => {
  it("WordPress ends with exactly one post: the retry finds it by our slug and updates it", async () => {
    const { client, userId } = await signUpTestUser(server);
    // An older post of the site already holds the slug: the retry must not take it for ours.
    wordpress.posts.push({
      id: 1,
      slug: "subat-kampanyasi",
      title: "Geçen yılın kampanyası",
      status: "publish",
    });
    const connection = (await (
      await client.post("/api/distribution/connections", {
        kind: "wordpress",
        label: "Blog",
        url: vendor.url,
        accountId: "ayse",
        apiKey: "abcd efgh ijkl mnop",
      })
    ).json()) as DistributionConnection;
    const contentId = await scheduledItem(
      server,
      userId,
      [{ kind: "wordpress", connectionId: connection.id }],
      new Date(Date.now() + 3_600_000),
    );
    const id = randomUUID();
    await server.context.database.db
      .insert(contentDistributions)
      .values({ id, userId, contentId, kind: "wordpress", connectionId: connection.id, status: "pending" });
    wordpress.storeThenFail = 1;
    expect(await attempt(id, userId, 0)).toBe("thrown");
    const retry = {
      attempt: 2,
      of: 5,
      errorKind: "unavailable",
      message: "There has been a critical error on this website.",
    };
    const waiting = (await outcomesOf(client, contentId)).outcomes[0];
    expect(waiting).toMatchObject({ status: "pending", errorKind: "unavailable", retry });
    expect(Date.parse(waiting?.retry?.nextAt ?? "")).toBeGreaterThan(Date.now());
    // The item itself says it is retrying (the calendar and the editor), not just "scheduled".
    const item = (await (await client.get(`/api/content-drafts/${contentId}`)).json()) as ContentDraft;
    expect(item).toMatchObject({ state: "scheduled", retrying: retry });
    const { drafts } = (await (await client.get(`/api/content-drafts?siteId=${item.siteId}`)).json()) as {
      drafts: ContentDraft[];
    };
    expect(drafts.find((entry) => entry.id === contentId)?.retrying).toMatchObject(retry);
    expect(await attempt(id, userId, 1)).toBe("done");
    const ours = wordpress.posts.filter((post) => post.title === "Şubat kampanyası");
    expect(ours).toHaveLength(1);
    expect(wordpress.posts).toHaveLength(2);
    expect((await outcomesOf(client, contentId)).outcomes[0]).toMatchObject({
      status: "sent",
      remoteId: String(ours[0]!.id),
      attempts: 2,
      retry: null,
    });
    expect(
      ((await (await client.get(`/api/content-drafts/${contentId}`)).json()) as ContentDraft).retrying,
    ).toBeNull();
  });
});
