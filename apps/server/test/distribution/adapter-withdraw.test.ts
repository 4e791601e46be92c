import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBrevoAdapter } from "../../src/providers/distribution/brevo";
import { createBufferAdapter } from "../../src/providers/distribution/buffer";
import { createMailchimpAdapter } from "../../src/providers/distribution/mailchimp";
import { createMastodonAdapter } from "../../src/providers/distribution/mastodon";
import type { SentDelivery } from "../../src/providers/distribution/types";
import { createWebhookAdapter, signWebhook } from "../../src/providers/distribution/webhook";
import { createWordPressAdapter } from "../../src/providers/distribution/wordpress";
import { ProviderError } from "../../src/providers/provider-error";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { credentials, testHttp } from "./adapter-support";

let vendor: VendorServer;
beforeAll(async () => {
  vendor = await startVendorServer();
});
beforeEach(() => {
  vendor.requests.length = 0;
});
afterAll(() => vendor.close());

const signal = () => new AbortController().signal;
const sent = (overrides: Partial<SentDelivery> = {}): SentDelivery => ({
  deliveryId: "delivery-1",
  remoteId: "321",
  url: null,
  item: { slug: "subat-kampanyasi", title: "Şubat kampanyası", publishedUrl: "https://ornek.com.tr/s/" },
  ...overrides,
});
const calls = () => vendor.requests.map((request) => `${request.method} ${request.url.pathname}`);
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return (error as ProviderError).detail;
}

describe("withdrawing a deleted item from each channel", () => {
  it("WordPress moves its post to the trash, and reports the refusal in WordPress's words", async () => {
    const adapter = createWordPressAdapter(
      credentials({ url: vendor.url, accountId: "ayse", apiKey: "p" }),
      testHttp(),
    );
    vendor.handle(() => ({ json: { id: 321, status: "trash", link: "https://ornek.com.tr/?p=321" } }));
    expect(await adapter.withdraw(sent(), signal())).toEqual({ withdrawn: true });
    expect(calls()).toEqual(["DELETE /wp-json/wp/v2/posts/321"]);
    expect(vendor.requests[0]?.url.search).toBe("");
    vendor.handle(() => ({
      status: 403,
      json: {
        code: "rest_cannot_delete",
        message: "Sorry, you are not allowed to delete this post.",
        data: {},
      },
    }));
    expect(await refusal(adapter.withdraw(sent(), signal()))).toBe(
      "Sorry, you are not allowed to delete this post.",
    );
  });

  it("Mastodon deletes the published status, or the scheduled one while it waits", async () => {
    const adapter = createMastodonAdapter(credentials({ url: vendor.url, apiKey: "t" }), testHttp());
    vendor.handle(() => ({ json: {} }));
    await adapter.withdraw(sent({ remoteId: "109", url: "https://mastodon.social/@ayse/109" }), signal());
    await adapter.withdraw(sent({ remoteId: "3221", url: null }), signal());
    expect(calls()).toEqual(["DELETE /api/v1/statuses/109", "DELETE /api/v1/scheduled_statuses/3221"]);
    expect(vendor.requests[0]?.headers.authorization).toBe("Bearer t");
    vendor.handle(() => ({ status: 404, json: { error: "Record not found" } }));
    expect(await refusal(adapter.withdraw(sent(), signal()))).toBe("Record not found");
  });

  it("Mailchimp unschedules then deletes a campaign not yet sent, and says a sent one cannot be withdrawn", async () => {
    const adapter = createMailchimpAdapter(
      credentials({ apiKey: "k-us21", accountId: "list9" }),
      { timeoutMs: 2_000 },
      `${vendor.url}/{dc}/3.0`,
    );
    let status = "schedule";
    vendor.handle((request) =>
      request.method === "GET" ? { json: { id: "c42", status } } : { status: 204, text: "" },
    );
    expect(await adapter.withdraw(sent({ remoteId: "c42" }), signal())).toEqual({ withdrawn: true });
    expect(calls()).toEqual([
      "GET /us21/3.0/campaigns/c42",
      "POST /us21/3.0/campaigns/c42/actions/unschedule",
      "DELETE /us21/3.0/campaigns/c42",
    ]);
    vendor.requests.length = 0;
    status = "sent";
    expect(await adapter.withdraw(sent({ remoteId: "c42" }), signal())).toEqual({
      withdrawn: false,
      reason: "already_sent",
    });
    expect(calls()).toEqual(["GET /us21/3.0/campaigns/c42"]);
    vendor.handle(() => ({
      status: 400,
      json: { title: "Invalid Action", status: 400, detail: "This campaign cannot be deleted." },
    }));
    expect(await refusal(adapter.withdraw(sent({ remoteId: "c42" }), signal()))).toBe(
      "This campaign cannot be deleted.",
    );
  });

  it("Brevo deletes a scheduled campaign and keeps a sent one, saying so", async () => {
    const adapter = createBrevoAdapter(
      credentials({ apiKey: "k" }),
      { timeoutMs: 2_000 },
      `${vendor.url}/v3`,
    );
    let status = "queued";
    vendor.handle((request) =>
      request.method === "GET" ? { json: { id: 122, status } } : { status: 204, text: "" },
    );
    expect(await adapter.withdraw(sent({ remoteId: "122" }), signal())).toEqual({ withdrawn: true });
    expect(calls()).toEqual(["GET /v3/emailCampaigns/122", "DELETE /v3/emailCampaigns/122"]);
    expect(vendor.requests[1]?.headers["api-key"]).toBe("k");
    status = "sent";
    expect(await adapter.withdraw(sent({ remoteId: "122" }), signal())).toEqual({
      withdrawn: false,
      reason: "already_sent",
    });
    vendor.handle(() => ({
      status: 404,
      json: { code: "document_not_found", message: "Campaign does not exist" },
    }));
    expect(await refusal(adapter.withdraw(sent({ remoteId: "122" }), signal()))).toBe(
      "Campaign does not exist",
    );
  });

  it("Buffer deletes the queued post with deletePost, and reports its MutationError", async () => {
    const adapter = createBufferAdapter(
      credentials({ apiKey: "b", accountId: "ch1", workspaceId: "org1" }),
      { timeoutMs: 2_000 },
      vendor.url,
    );
    vendor.handle(() => ({ json: { data: { deletePost: { id: "p77" } } } }));
    expect(await adapter.withdraw(sent({ remoteId: "p77" }), signal())).toEqual({ withdrawn: true });
    const query = JSON.parse(vendor.requests[0]?.body ?? "{}").query as string;
    expect(query).toContain('deletePost(input: { id: "p77" })');
    expect(query).toContain("... on MutationError { message }");
    vendor.handle(() => ({ json: { data: { deletePost: { message: "Post not found" } } } }));
    expect(await refusal(adapter.withdraw(sent({ remoteId: "p77" }), signal()))).toBe("Post not found");
  });

  it("a signed webhook receives a content.deleted event, and its refusal is reported", async () => {
    const secret = "0123456789abcdef-secret";
    const adapter = createWebhookAdapter(
      credentials({ url: `${vendor.url}/hook`, apiSecret: secret }),
      testHttp(),
    );
    vendor.handle(() => ({ text: "Accepted" }));
    expect(await adapter.withdraw(sent({ url: "https://hooks.example/x" }), signal())).toEqual({
      withdrawn: true,
    });
    const [request] = vendor.requests;
    const body = JSON.parse(request?.body ?? "{}");
    expect(body).toMatchObject({
      event: "content.deleted",
      deliveryId: "delivery-1.deleted",
      data: {
        slug: "subat-kampanyasi",
        publishedDeliveryId: "delivery-1",
        remoteUrl: "https://hooks.example/x",
      },
    });
    const timestamp = Number(request?.headers["x-sitelens-timestamp"]);
    expect(request?.headers["x-sitelens-signature"]).toBe(
      signWebhook(secret, timestamp, request?.body ?? ""),
    );
    vendor.handle(() => ({ status: 410, text: "Gone: this Zap is off" }));
    expect(await refusal(adapter.withdraw(sent(), signal()))).toBe("Gone: this Zap is off");
  });
});
