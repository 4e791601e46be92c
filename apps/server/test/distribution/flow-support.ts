import { randomUUID } from "node:crypto";
import type { ContentChannel, DistributionOutcomes } from "@sitelens/shared";
import { contentDrafts, sites } from "../../src/db/schema";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { startVendorServer, type VendorAnswer, type VendorRequest } from "../support/vendor-server";

export const SITE_URL = "https://ornek.com.tr";

/** A site and a scheduled content item of the user, as the planning side stores them. */
export async function scheduledItem(
  server: TestServer,
  userId: string,
  channels: ContentChannel[],
  publishAt = new Date(Date.now() - 1_000),
  body = "<p>Merhaba</p>",
) {
  const { db } = server.context.database;
  const siteId = randomUUID();
  await db.insert(sites).values({ id: siteId, userId, name: "Örnek", url: SITE_URL, status: "completed" });
  const id = randomUUID();
  await db.insert(contentDrafts).values({
    id,
    userId,
    siteId,
    title: "Şubat kampanyası",
    body,
    slug: "subat-kampanyasi",
    language: "tr",
    socialText: "Yeni yazımız yayında!",
    emailText: "Merhaba,\n\nYeni yazı.",
    publishAt,
    state: "scheduled",
    channels,
  });
  return id;
}

export async function outcomesOf(client: TestClient, contentId: string): Promise<DistributionOutcomes> {
  const response = await client.get(`/api/content/${contentId}/distribution`);
  if (response.status !== 200) throw new Error(`outcomes: HTTP ${response.status}`);
  return (await response.json()) as DistributionOutcomes;
}

/** Until every channel has a final outcome and the item's state, written just after, is `state`. */
export async function waitForOutcomes(
  client: TestClient,
  contentId: string,
  state: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await outcomesOf(client, contentId);
    const settled = current.outcomes.every(
      (outcome) => outcome.status === "sent" || outcome.status === "failed",
    );
    if (current.outcomes.length > 0 && settled && current.state === state) return current;
    if (Date.now() > deadline) throw new Error(`outcomes still open: ${JSON.stringify(current)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A local vendor answering with `handler` and a test server whose channels reach it (Brevo's fixed host too). */
export async function startChannelsServer(handler: (request: VendorRequest) => VendorAnswer) {
  const vendor = await startVendorServer();
  vendor.handle(handler);
  const server = await startTestServer({
    env: { CRAWLER_ALLOW_PRIVATE: "true", BREVO_BASE_URL: `${vendor.url}/v3` },
  });
  return {
    vendor,
    server,
    async stop() {
      await server.stop();
      await vendor.close();
    },
  };
}
