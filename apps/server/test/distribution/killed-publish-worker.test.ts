import type { ContentDraft, DistributionConnection, Site } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { E2eServer } from "../../../../e2e/support/server";
import { describeChannelError } from "../../src/distribution/describe-channel-error";
import { startCrashableServer } from "../support/crash-restart";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { waitForOutcomes } from "./flow-support";

const HOST = "olu-isci.com.tr";
let vendor: VendorServer;
let first: E2eServer | null = null;
let second: E2eServer | null = null;
/** Until the first worker is killed, the vendors take the post and never answer. */
let stalling = true;
/** Mastodon's statuses by Idempotency-Key, as Mastodon keeps them: a repeated key gets the first one. */
const statuses = new Map<string, string>();
const posts = (path: string) =>
  vendor.requests.filter(
    (request) =>
      request.method === "POST" && request.url.pathname === path && !request.body.includes('"ping"'),
  );

beforeAll(async () => {
  vendor = await startVendorServer();
  vendor.handle((request) => {
    const path = request.url.pathname;
    if (path === "/") return { text: "<!doctype html><title>Ölü işçi</title><h1>Merhaba</h1>" };
    if (path === "/api/v1/accounts/verify_credentials") return { json: { acct: "ayse" } };
    if (path === "/hook")
      return request.body.includes('"ping"') ? { text: "ok" } : stalling ? "hang" : { text: "ok" };
    if (path === "/api/v1/statuses") {
      const key = String(request.headers["idempotency-key"]);
      if (!statuses.has(key)) statuses.set(key, String(500 + statuses.size));
      if (stalling) return "hang";
      return { json: { id: statuses.get(key), url: `https://mastodon.social/@ayse/${statuses.get(key)}` } };
    }
    return { status: 404, json: { error: "no route" } };
  });
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await vendor?.close();
}, 60_000);

describe("a publishing worker process killed mid-send (SIGKILL)", () => {
  it("ends every channel in a final state after a new worker starts, and nothing is posted twice", async () => {
    const port = new URL(vendor.url).port;
    const started = await startCrashableServer({ host: HOST, port, email: "kill-publish@example.com" });
    first = started.first;
    const client = started.client;
    const read = async <T>(response: Response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    const site = await read<Site>(await client.post("/api/sites", { url: `http://${HOST}:${port}` }));
    const mastodon = await read<DistributionConnection>(
      await client.post("/api/distribution/connections", {
        kind: "mastodon",
        label: "Masto",
        url: vendor.url,
        apiKey: "t",
      }),
    );
    const webhook = await read<DistributionConnection>(
      await client.post("/api/distribution/connections", {
        kind: "webhook",
        label: "n8n",
        url: `${vendor.url}/hook`,
        apiSecret: "0123456789abcdef",
      }),
    );
    const draft = await read<ContentDraft>(
      await client.post("/api/content-drafts", { siteId: site.id, language: "tr" }),
    );
    // Soon, but ahead (the rules refuse a past time): the minute's dispatcher hands it over.
    const saved = await read<ContentDraft>(
      await client.request("PUT", `/api/content-drafts/${draft.id}`, {
        title: "Ölü işçi testi",
        body: "<p>Merhaba dünya</p>",
        metaTitle: "Ölü işçi testi",
        metaDescription: "Bir işçi gönderirken ölür.",
        slug: "olu-isci-testi",
        keyphrase: "işçi",
        language: "tr",
        socialText: "Yeni yazı",
        emailText: "",
        publishAt: new Date(Date.now() + 20_000).toISOString(),
        channels: [
          { kind: "mastodon", connectionId: mastodon.id },
          { kind: "webhook", connectionId: webhook.id },
        ],
        baseVersion: draft.version,
      }),
    );
    await read(await client.post(`/api/content-items/${saved.id}/schedule`));
    await expect
      .poll(() => posts("/api/v1/statuses").length + posts("/hook").length, {
        timeout: 180_000,
        interval: 500,
      })
      .toBe(2)
      .catch((error: unknown) => {
        const logs = first?.logs.filter((line) => /job|cron|schedule|error|warn/i.test(line));
        throw new Error(`${String(error)}\n${logs?.slice(-60).join("\n")}`);
      });
    // Both vendors hold the request: the worker has sent and not heard back. Kill it outright.
    await first.kill();
    stalling = false;

    const restarted = await started.restart();
    second = restarted.second;
    const resumed = restarted.resumed;
    const final = await waitForOutcomes(resumed, saved.id, "partially_distributed", 300_000);
    const byKind = Object.fromEntries(final.outcomes.map((outcome) => [outcome.kind, outcome]));
    // Mastodon was asked again with the same key and kept the one status it had made.
    expect(statuses.size).toBe(1);
    expect(new Set(posts("/api/v1/statuses").map((request) => request.headers["idempotency-key"])).size).toBe(
      1,
    );
    expect(byKind.mastodon).toMatchObject({ status: "sent", remoteId: [...statuses.values()][0] });
    // The webhook cannot dedupe: it is not sent blind again, and the user is told to check.
    expect(posts("/hook")).toHaveLength(1);
    expect(byKind.webhook).toMatchObject({
      status: "failed",
      // The restarted client stored no language: Turkish, the product's default (decision 168).
      error: describeChannelError("webhook", "uncertain_delivery", null).tr,
    });
  }, 600_000);
});
