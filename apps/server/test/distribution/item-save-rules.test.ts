import type { ContentDraft, DistributionConnection } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { outcomesOf, scheduledItem } from "./flow-support";

let vendor: VendorServer;
let server: TestServer;

beforeAll(async () => {
  vendor = await startVendorServer();
  vendor.handle((request) =>
    request.url.pathname === "/api/v1/accounts/verify_credentials"
      ? { json: { acct: "ayse" } }
      : { status: 404, json: { error: "no route" } },
  );
  server = await startTestServer({ env: { CRAWLER_ALLOW_PRIVATE: "true" } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await vendor?.close();
});

type User = Awaited<ReturnType<typeof signUpTestUser>>;
const editorFields = {
  title: "Şubat kampanyası",
  body: "<p>Merhaba, düzeltilmiş metin</p>",
  metaTitle: "Şubat kampanyası",
  metaDescription: "Kısa özet",
  slug: "subat-kampanyasi",
  keyphrase: "kampanya",
  language: "tr" as const,
};
const draftOf = async (user: User, id: string) =>
  (await (await user.client.get(`/api/content-drafts/${id}`)).json()) as ContentDraft;
async function mastodonOf(user: User) {
  const response = await user.client.post("/api/distribution/connections", {
    kind: "mastodon",
    label: "Masto",
    url: vendor.url,
    apiKey: "t",
  });
  expect(response.status).toBe(201);
  return (await response.json()) as DistributionConnection;
}

describe("saving an item's channels", () => {
  it("accepts only the user's own connections of the channel's kind, with a clear error otherwise", async () => {
    const owner = await signUpTestUser(server, { language: "tr" });
    const stranger = await signUpTestUser(server, { language: "en" });
    const own = await mastodonOf(owner);
    const foreign = await mastodonOf(stranger);
    const id = await scheduledItem(
      server,
      owner.userId,
      [{ kind: "manual" }],
      new Date(Date.now() + 7_200_000),
    );
    const save = async (channels: unknown, user = owner) => {
      const draft = await draftOf(user, id);
      return user.client.request("PUT", `/api/content-drafts/${id}`, {
        ...editorFields,
        channels,
        baseVersion: draft.version,
      });
    };
    const refusal = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { code: string; message: string } }).error;
    };
    const foreignError = await refusal(await save([{ kind: "mastodon", connectionId: foreign.id }]));
    expect(foreignError).toEqual({
      code: "channel_connection_invalid",
      message: "Seçilen bir kanal, o türdeki bağlantılarınızdan biri değil; kanal listesinden yeniden seçin.",
    });
    expect((await refusal(await save([{ kind: "wordpress", connectionId: own.id }]))).code).toBe(
      "channel_connection_invalid",
    );
    expect((await refusal(await save([{ kind: "buffer" }]))).code).toBe("channel_connection_invalid");
    expect((await draftOf(owner, id)).channels).toEqual([{ kind: "manual" }]);

    const saved = await save([{ kind: "manual" }, { kind: "mastodon", connectionId: own.id }]);
    expect(saved.status).toBe(200);
    expect((await draftOf(owner, id)).channels).toEqual([
      { kind: "manual" },
      { kind: "mastodon", connectionId: own.id },
    ]);
    // The stranger cannot reach the item at all, let alone attach their connection to it.
    expect((await stranger.client.get(`/api/content-drafts/${id}`)).status).toBe(404);
  });
});

describe("autosave after distribution", () => {
  it("keeps the state and live URL that distribution wrote while the editor was open", async () => {
    const owner = await signUpTestUser(server);
    const id = await scheduledItem(
      server,
      owner.userId,
      [{ kind: "manual" }],
      new Date(Date.now() + 3_600_000),
    );
    // The editor opened the item before it was published.
    const opened = await draftOf(owner, id);
    const url = "https://ornek.com.tr/elle-yayin/";
    expect((await owner.client.post(`/api/content/${id}/distribution/manual`, { url })).status).toBe(200);

    const autosave = await owner.client.request("PUT", `/api/content-drafts/${id}`, {
      ...editorFields,
      socialText: opened.socialText,
      emailText: opened.emailText,
      publishAt: opened.publishAt,
      channels: opened.channels,
      baseVersion: opened.version,
    });
    expect(autosave.status).toBe(200);
    expect(await autosave.json()).toMatchObject({
      state: "published",
      publishedUrl: url,
      body: editorFields.body,
    });
    expect(await outcomesOf(owner.client, id)).toMatchObject({ state: "published", publishedUrl: url });
  });
});
