import { randomUUID } from "node:crypto";
import type { DistributionConnection } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaSignature } from "../../src/content-media/media-signature";
import { dispatchDueContent } from "../../src/distribution/dispatch-due-content-job";
import { createBufferAdapter } from "../../src/providers/distribution/buffer";
import { createMediaStorage } from "../../src/providers/media-storage/create-media-storage";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { credentials, testContext, testItem } from "./adapter-support";
import { scheduledItem, waitForOutcomes } from "./flow-support";

const PUBLIC_URL = "http://sitelens.example";
let vendor: VendorServer;
let server: TestServer;

beforeAll(async () => {
  vendor = await startVendorServer();
  vendor.handle((request) => {
    const query = String(JSON.parse(request.body || "{}").query ?? "");
    if (query.includes("channels("))
      return { json: { data: { channels: [{ id: "ch_1", name: "Ayşe", service: "mastodon" }] } } };
    return { json: { data: { createPost: { post: { id: "post_1" } } } } };
  });
  server = await startTestServer({ env: { PUBLIC_URL, BUFFER_BASE_URL: vendor.url } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await vendor?.close();
});

/** The signed link as a vendor would open it, aimed at the test server instead of the public host. */
const open = (link: string) => fetch(link.replace(PUBLIC_URL, server.url));

describe("Buffer with images: signed, expiring public links", () => {
  it("sends a signed link to the item's own image, which serves the bytes without signing in", async () => {
    const owner = await signUpTestUser(server);
    const other = await signUpTestUser(server);
    const storage = createMediaStorage(server.context.env);
    const image = randomUUID();
    const bytes = new Uint8Array([82, 73, 70, 70, 7, 7, 7, 7, 87, 69, 66, 80]);
    await storage.put(`${owner.userId}/${image}/960.webp`, bytes, "image/webp");
    await storage.put(`${other.userId}/${image}/960.webp`, new Uint8Array([1]), "image/webp");
    const connected = await owner.client.post("/api/distribution/connections", {
      kind: "buffer",
      label: "Buffer",
      apiKey: "b",
      workspaceId: "org_1",
      accountId: "ch_1",
    });
    expect(connected.status).toBe(201);
    const buffer = (await connected.json()) as DistributionConnection;
    const contentId = await scheduledItem(
      server,
      owner.userId,
      [{ kind: "buffer", connectionId: buffer.id }],
      undefined,
      `<p><img src="/api/content-media/${image}/960.webp" alt="kapak"></p>`,
    );
    vendor.requests.length = 0;
    await dispatchDueContent(server.context);
    const done = await waitForOutcomes(owner.client, contentId, "distributed");
    expect(done.outcomes[0]).toMatchObject({ status: "sent", note: null });

    const query = String(JSON.parse(vendor.requests.at(-1)?.body ?? "{}").query);
    const link = query.match(/assets: \[\{ image: \{ url: "([^"]+)" \} \}\]/)?.[1] ?? "";
    expect(link.startsWith(`${PUBLIC_URL}/api/public-media/${owner.userId}/${image}/960.webp?expires=`)).toBe(
      true,
    );
    const served = await open(link);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const url = new URL(link);
    const tampered = new URL(link);
    const signed = url.searchParams.get("signature") ?? "";
    tampered.searchParams.set("signature", `${signed.slice(0, -2)}${signed.endsWith("AA") ? "BB" : "AA"}`);
    expect((await open(tampered.toString())).status).toBe(403);
    const longer = new URL(link);
    longer.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    expect((await open(longer.toString())).status).toBe(403);
    // The same signature does not open another user's file of the same name.
    expect((await open(link.replace(owner.userId, other.userId))).status).toBe(403);
    // An owner that is not a user id (a dot-segment, say) is refused before any signature is checked.
    expect((await open(link.replace(owner.userId, "x.y"))).status).toBe(400);
    // A link signed correctly but past its expiry is refused too.
    const past = Math.floor(Date.now() / 1000) - 60;
    const key = `${owner.userId}/${image}/960.webp`;
    const signature = await mediaSignature(server.context, key, past);
    const expired = `${server.url}/api/public-media/${key}?expires=${past}&signature=${signature}`;
    expect((await fetch(expired)).status).toBe(403);
  }, 120_000);

  it("says the image was not attached when the installation has no public address", async () => {
    const adapter = createBufferAdapter(
      credentials({ apiKey: "b", accountId: "ch_1" }),
      { timeoutMs: 2_000 },
      vendor.url,
    );
    vendor.requests.length = 0;
    const media = [
      { fileName: "a.webp", mimeType: "image/webp", bytes: new Uint8Array([1]), publicUrl: null },
    ];
    const outcome = await adapter.publish(testItem({ media }), testContext());
    expect(outcome).toEqual({ remoteId: "post_1", url: null, note: "images_not_attached" });
    expect(String(JSON.parse(vendor.requests[0]?.body ?? "{}").query)).not.toContain("assets");
  });
});
