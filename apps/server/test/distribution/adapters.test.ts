import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrevoAdapter } from "../../src/providers/distribution/brevo";
import { createBufferAdapter } from "../../src/providers/distribution/buffer";
import { createMailchimpAdapter } from "../../src/providers/distribution/mailchimp";
import { createMastodonAdapter } from "../../src/providers/distribution/mastodon";
import type { DistributionAdapter } from "../../src/providers/distribution/types";
import { createWebhookAdapter, signWebhook } from "../../src/providers/distribution/webhook";
import { createWordPressAdapter } from "../../src/providers/distribution/wordpress";
import { ProviderError } from "../../src/providers/provider-error";
import {
  startVendorServer,
  type VendorAnswer,
  type VendorRequest,
  type VendorServer,
} from "../support/vendor-server";
import { credentials, testContext, testHttp, testItem } from "./adapter-support";

let vendor: VendorServer;
beforeAll(async () => {
  vendor = await startVendorServer();
});
afterAll(() => vendor.close());

interface VendorCase {
  name: string;
  make(timeoutMs?: number): DistributionAdapter;
  /** Answers a full successful publish. */
  success(request: VendorRequest): VendorAnswer;
  expected: { remoteId: string; url: string | null };
  /** The vendor's wire format as our adapter wrote it. */
  inspect(requests: VendorRequest[]): void;
  authFailure: VendorAnswer;
  authMessage: string;
  validation: VendorAnswer;
  validationMessage: string;
  rateLimit: VendorAnswer;
}

const png = {
  fileName: "kapak.png",
  mimeType: "image/png",
  bytes: new Uint8Array([137, 80, 78, 71]),
  publicUrl: "https://app.example/api/public-media/u/m/960.webp?expires=1&signature=s",
};
const bodyOf = (requests: VendorRequest[], path: string) =>
  JSON.parse(
    requests.find((request) => request.url.pathname.endsWith(path) && request.method !== "GET")?.body ??
      "null",
  );
const wp = (path: string, request: VendorRequest) => request.url.pathname === `/wp-json/wp/v2${path}`;
const cases: VendorCase[] = [
  {
    name: "WordPress",
    make: (timeoutMs) =>
      createWordPressAdapter(
        credentials({
          url: `${vendor.url}/`,
          accountId: "ayse",
          apiKey: "abcd efgh ijkl",
          workspaceId: "Haberler",
        }),
        testHttp(timeoutMs),
      ),
    success: (request) => {
      if (wp("/categories", request) && request.method === "GET")
        return { json: [{ id: 7, name: "haberler" }] };
      if (wp("/tags", request) && request.method === "GET") return { json: [] };
      if (wp("/tags", request)) return { status: 201, json: { id: 12, name: "kampanya" } };
      if (wp("/media", request))
        return { status: 201, json: { id: 99, source_url: `${vendor.url}/up/a.png` } };
      if (wp("/posts", request))
        return {
          status: 201,
          json: { id: 321, status: "publish", link: "https://ornek.com.tr/subat-kampanyasi/" },
        };
      return { status: 404, json: { code: "rest_no_route", message: "No route", data: { status: 404 } } };
    },
    expected: { remoteId: "321", url: "https://ornek.com.tr/subat-kampanyasi/" },
    inspect: (requests) => {
      expect(requests[0]?.headers.authorization).toBe(
        `Basic ${Buffer.from("ayse:abcd efgh ijkl").toString("base64")}`,
      );
      const media = requests.find((request) => request.url.pathname.endsWith("/media"));
      expect(media?.headers["content-disposition"]).toBe('attachment; filename="kapak.png"');
      expect(media?.headers["content-type"]).toBe("image/png");
      expect(bodyOf(requests, "/tags")).toEqual({ name: "kampanya" });
      expect(bodyOf(requests, "/posts")).toMatchObject({
        title: "Şubat kampanyası",
        status: "publish",
        slug: "subat-kampanyasi",
        excerpt: "Kısa özet",
        categories: [7],
        tags: [12],
        featured_media: 99,
      });
    },
    authFailure: {
      status: 401,
      json: {
        code: "incorrect_password",
        message: "The provided password is an invalid application password.",
        data: { status: 401 },
      },
    },
    authMessage: "invalid application password",
    validation: {
      status: 400,
      json: {
        code: "rest_invalid_param",
        message: "Invalid parameter(s): status",
        data: { status: 400, params: { status: "status is not one of publish, future" } },
      },
    },
    validationMessage: "Invalid parameter(s): status",
    rateLimit: {
      status: 429,
      json: { code: "too_many_requests", message: "Too many requests", data: { status: 429 } },
    },
  },
  {
    name: "Mastodon",
    make: (timeoutMs) =>
      createMastodonAdapter(credentials({ url: vendor.url, apiKey: "token-1" }), testHttp(timeoutMs)),
    success: (request) =>
      request.url.pathname === "/api/v1/statuses"
        ? { json: { id: "109", url: "https://mastodon.social/@ayse/109", visibility: "public" } }
        : request.url.pathname === "/api/v2/media"
          ? { json: { id: "m1", type: "image" } }
          : { status: 404, json: { error: "Record not found" } },
    expected: { remoteId: "109", url: "https://mastodon.social/@ayse/109" },
    inspect: (requests) => {
      const post = requests.find((request) => request.url.pathname === "/api/v1/statuses");
      expect(post?.headers.authorization).toBe("Bearer token-1");
      expect(post?.headers["idempotency-key"]).toBe("delivery-1");
      expect(JSON.parse(post?.body ?? "{}")).toMatchObject({
        status: "Yeni yazımız yayında!",
        visibility: "public",
        media_ids: ["m1"],
      });
    },
    authFailure: { status: 401, json: { error: "The access token is invalid" } },
    authMessage: "The access token is invalid",
    validation: { status: 422, json: { error: "Validation failed: Text can't be blank" } },
    validationMessage: "Text can't be blank",
    rateLimit: { status: 429, json: { error: "Too many requests" } },
  },
  {
    name: "Mailchimp",
    make: (timeoutMs) =>
      createMailchimpAdapter(
        credentials({ apiKey: "0123456789abcdef-us21", accountId: "list9" }),
        { timeoutMs: timeoutMs ?? 2_000 },
        `${vendor.url}/{dc}/3.0`,
      ),
    success: (request) => {
      const path = request.url.pathname;
      if (path === "/us21/3.0/lists/list9")
        return {
          json: {
            id: "list9",
            name: "Bülten",
            campaign_defaults: { from_name: "Ayşe", from_email: "ayse@ornek.com.tr" },
          },
        };
      if (path === "/us21/3.0/campaigns")
        return { json: { id: "c42", status: "save", archive_url: "https://eepurl.com/c42" } };
      if (path === "/us21/3.0/campaigns/c42/content") return { json: { html: "<p>x</p>", plain_text: "x" } };
      if (path === "/us21/3.0/campaigns/c42/actions/send") return { status: 204, text: "" };
      return { status: 404, json: { title: "Resource Not Found", status: 404, detail: path } };
    },
    expected: { remoteId: "c42", url: "https://eepurl.com/c42" },
    inspect: (requests) => {
      expect(requests[0]?.headers.authorization).toBe(
        `Basic ${Buffer.from("sitelens:0123456789abcdef-us21").toString("base64")}`,
      );
      expect(bodyOf(requests, "/campaigns")).toMatchObject({
        type: "regular",
        recipients: { list_id: "list9" },
        settings: { subject_line: "Şubat kampanyası", from_name: "Ayşe", reply_to: "ayse@ornek.com.tr" },
      });
      expect(bodyOf(requests, "/content").html).toContain("<p>Yeni yazımız yayında.</p>");
      expect(requests.at(-1)?.url.pathname).toBe("/us21/3.0/campaigns/c42/actions/send");
    },
    authFailure: {
      status: 401,
      json: {
        type: "https://mailchimp.com/developer/marketing/docs/errors/",
        title: "API Key Invalid",
        status: 401,
        detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
        instance: "x",
      },
    },
    authMessage: "Your API key may be invalid",
    validation: {
      status: 400,
      json: {
        type: "https://mailchimp.com/developer/marketing/docs/errors/",
        title: "Invalid Resource",
        status: 400,
        detail: "The resource submitted could not be validated.",
        instance: "x",
        errors: [{ field: "settings.reply_to", message: "This value should be a valid email." }],
      },
    },
    validationMessage: "settings.reply_to: This value should be a valid email.",
    rateLimit: {
      status: 429,
      json: {
        title: "Too Many Requests",
        status: 429,
        detail: "You have exceeded the limit of 10 simultaneous connections.",
      },
    },
  },
  {
    name: "Brevo",
    make: (timeoutMs) =>
      createBrevoAdapter(
        credentials({ apiKey: "xkeysib-1", accountId: "4", senderId: "2" }),
        { timeoutMs: timeoutMs ?? 2_000 },
        `${vendor.url}/v3`,
      ),
    success: (request) => {
      if (request.url.pathname === "/v3/emailCampaigns") return { status: 201, json: { id: 122 } };
      if (request.url.pathname === "/v3/emailCampaigns/122/sendNow") return { status: 204, text: "" };
      return { status: 404, json: { code: "document_not_found", message: "Not found" } };
    },
    expected: { remoteId: "122", url: null },
    inspect: (requests) => {
      expect(requests[0]?.headers["api-key"]).toBe("xkeysib-1");
      expect(bodyOf(requests, "/emailCampaigns")).toMatchObject({
        subject: "Şubat kampanyası",
        sender: { id: 2 },
        recipients: { listIds: [4] },
      });
      expect(bodyOf(requests, "/emailCampaigns").scheduledAt).toBeUndefined();
      expect(requests.at(-1)?.url.pathname).toBe("/v3/emailCampaigns/122/sendNow");
    },
    authFailure: { status: 401, json: { code: "unauthorized", message: "Key not found" } },
    authMessage: "Key not found",
    validation: { status: 400, json: { code: "invalid_parameter", message: "sender is invalid / inactive" } },
    validationMessage: "sender is invalid / inactive",
    rateLimit: { status: 429, json: { code: "too_many_requests", message: "Too many requests" } },
  },
  {
    name: "Buffer",
    make: (timeoutMs) =>
      createBufferAdapter(
        credentials({ apiKey: "buf-key", accountId: "ch_1", workspaceId: "org_1" }),
        { timeoutMs: timeoutMs ?? 2_000 },
        vendor.url,
      ),
    success: () => ({ json: { data: { createPost: { post: { id: "post_77" } } } } }),
    expected: { remoteId: "post_77", url: null },
    // Buffer answers HTTP 200 for errors: system errors in errors[], user errors as a MutationError.
    inspect: (requests) => {
      expect(requests[0]?.headers.authorization).toBe("Bearer buf-key");
      const query: string = JSON.parse(requests[0]?.body ?? "{}").query;
      expect(query).toContain('channelId: "ch_1"');
      expect(query).toContain("mode: shareNow");
      expect(query).toContain('text: "Yeni yazımız yayında!"');
      // Buffer takes images only as public URLs (developers.buffer.com/guides/hosting-media).
      expect(query).toContain(`assets: [{ image: { url: ${JSON.stringify(png.publicUrl)} } }]`);
    },
    authFailure: {
      json: { data: null, errors: [{ message: "Invalid API key", extensions: { code: "UNAUTHORIZED" } }] },
    },
    authMessage: "Invalid API key",
    validation: { json: { data: { createPost: { message: "Text is too long for this channel" } } } },
    validationMessage: "Text is too long for this channel",
    rateLimit: {
      status: 429,
      json: { errors: [{ message: "Too many requests", extensions: { code: "RATE_LIMIT_EXCEEDED" } }] },
    },
  },
  {
    name: "webhook",
    make: (timeoutMs) =>
      createWebhookAdapter(
        credentials({ url: `${vendor.url}/hooks/n8n`, apiSecret: "s3cret-s3cret-s3cret" }),
        testHttp(timeoutMs),
      ),
    success: () => ({ json: { ok: true, url: "https://ornek.com.tr/p/1" } }),
    expected: { remoteId: "delivery-1", url: "https://ornek.com.tr/p/1" },
    inspect: (requests) => {
      const [request] = requests;
      const timestamp = Number(request?.headers["x-sitelens-timestamp"]);
      expect(request?.headers["x-sitelens-signature"]).toBe(
        signWebhook("s3cret-s3cret-s3cret", timestamp, request?.body ?? ""),
      );
      expect(JSON.parse(request?.body ?? "{}")).toMatchObject({
        event: "content.published",
        deliveryId: "delivery-1",
        data: { title: "Şubat kampanyası" },
      });
    },
    authFailure: { status: 401, json: { message: "Authorization data is wrong!" } },
    authMessage: "Authorization data is wrong!",
    validation: { status: 400, json: { message: "Missing field title" } },
    validationMessage: "Missing field title",
    rateLimit: { status: 429, text: "Too many requests" },
  },
];

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe.each(cases)("$name adapter against its local vendor", (vendorCase) => {
  it("publishes and returns the vendor's id and link", async () => {
    vendor.handle(vendorCase.success);
    vendor.requests.length = 0;
    const item = testItem({ media: [png], tags: ["kampanya"] });
    expect(await vendorCase.make().publish(item, testContext())).toEqual(vendorCase.expected);
    vendorCase.inspect(vendor.requests);
  });
  it("reports an auth failure as unauthorized with the vendor's message", async () => {
    vendor.handle(() => vendorCase.authFailure);
    const error = await failure(vendorCase.make().publish(testItem(), testContext()));
    expect(error.kind).toBe("unauthorized");
    expect(error.message).toContain(vendorCase.authMessage);
    expect(error.retriable).toBe(false);
  });
  it("reports a validation error in the vendor's shape", async () => {
    vendor.handle((request) => {
      const answer = vendorCase.success(request);
      // Lookups succeed; the write that creates the post, campaign or delivery is refused.
      return request.method === "GET" || request.url.pathname.endsWith("/categories")
        ? answer
        : vendorCase.validation;
    });
    const error = await failure(vendorCase.make().publish(testItem(), testContext()));
    expect(error.kind).toBe("invalid_request");
    expect(error.message).toContain(vendorCase.validationMessage);
  });
  it("reports a rate limit as retriable", async () => {
    vendor.handle(() => vendorCase.rateLimit);
    const error = await failure(vendorCase.make().publish(testItem(), testContext()));
    expect(error.kind).toBe("rate_limited");
    expect(error.retriable).toBe(true);
  });
  it("gives up on a vendor that never answers", async () => {
    vendor.handle(() => "hang");
    const error = await failure(vendorCase.make(300).publish(testItem(), testContext()));
    expect(error.kind).toBe("timeout");
  });
});
