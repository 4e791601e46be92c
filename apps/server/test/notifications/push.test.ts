import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, pushSubscriptions } from "../../src/db/schema";
import { createNotification } from "../../src/notifications/create-notification";
import { isAllowedPushEndpoint } from "../../src/push/is-allowed-push-endpoint";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service stand-in: records requests; the path's last segment is the status it answers. */
async function startPushService() {
  const received: PushRequest[] = [];
  const service = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = Number(request.url?.split("/").at(-1)) || 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  const { port } = service.address() as AddressInfo;
  return {
    received,
    endpoint: (status: number) => `http://127.0.0.1:${port}/push/${randomBytes(4).toString("hex")}/${status}`,
    close: () => new Promise<void>((resolve) => service.close(() => resolve())),
  };
}

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  return { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

function verifyVapidJwt(authorization: string, publicKey: string) {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
  expect(key).toBe(publicKey);
  const [header, payload, signature] = token!.split(".");
  const point = Buffer.from(publicKey, "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33).toString("base64url"),
  };
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature!, "base64url"),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(payload!, "base64url").toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
}

let server: TestServer;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let alice: { client: TestClient; userId: string };
let bob: { client: TestClient; userId: string };
beforeAll(async () => {
  pushService = await startPushService();
  server = await startTestServer({
    env: { CRAWLER_ALLOW_PRIVATE: "true", VAPID_SUBJECT: "mailto:ops@example.com" },
  });
  alice = await signUpTestUser(server);
  bob = await signUpTestUser(server);
});
afterAll(async () => {
  await server?.stop();
  await pushService?.close();
});

const subscriptionsOf = (userId: string) =>
  server.context.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe("Web Push", () => {
  it("generates one VAPID key pair, keeps it in app_settings and serves the public half", async () => {
    const first = await alice.client.json<{ publicKey: string }>("GET", "/api/push/public-key");
    const second = await bob.client.json<{ publicKey: string }>("GET", "/api/push/public-key");
    expect(first.body.publicKey).toBe(second.body.publicKey);
    expect(Buffer.from(first.body.publicKey, "base64url")).toHaveLength(65);
    const stored = await server.context.database.db.select().from(appSettings);
    expect(stored.find((row) => row.key === "vapid_public_key")?.value).toBe(first.body.publicKey);
    expect((await server.client().get("/api/push/public-key")).status).toBe(401);
  });

  it("sends an encrypted, VAPID-signed push to each subscribed browser", async () => {
    const endpoint = pushService.endpoint(201);
    const subscribed = await alice.client.post("/api/push/subscriptions", { endpoint, keys: browserKeys() });
    expect(subscribed.status).toBe(200);
    await createNotification(server.context, alice.userId, { title: "Analysis done", message: "Score 80" });
    const request = pushService.received.find((r) => endpoint.endsWith(r.path));
    expect(request).toBeDefined();
    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    // The body is ciphertext: the title must not appear in clear.
    expect(request!.body.length).toBeGreaterThan(0);
    expect(request!.body.toString("latin1")).not.toContain("Analysis done");
    const { publicKey } = (await alice.client.json<{ publicKey: string }>("GET", "/api/push/public-key"))
      .body;
    const claims = verifyVapidJwt(String(request!.headers.authorization), publicKey);
    expect(claims.aud).toBe(new URL(endpoint).origin);
    expect(claims.sub).toBe("mailto:ops@example.com");
  });

  it("removes a subscription the push service says has expired (404 or 410) and keeps one on 500", async () => {
    for (const status of [404, 410, 500])
      await bob.client.post("/api/push/subscriptions", {
        endpoint: pushService.endpoint(status),
        keys: browserKeys(),
      });
    expect(await subscriptionsOf(bob.userId)).toHaveLength(3);
    await createNotification(server.context, bob.userId, { title: "Hi", message: "there" });
    const left = await subscriptionsOf(bob.userId);
    expect(left.map((row) => row.endpoint.split("/").at(-1))).toEqual(["500"]);
  });

  it("lets a user remove only their own subscription", async () => {
    const [alices] = await subscriptionsOf(alice.userId);
    await bob.client.request("DELETE", "/api/push/subscriptions", { endpoint: alices!.endpoint });
    expect(await subscriptionsOf(alice.userId)).toHaveLength(1);
    await alice.client.request("DELETE", "/api/push/subscriptions", { endpoint: alices!.endpoint });
    expect(await subscriptionsOf(alice.userId)).toHaveLength(0);
  });
});

describe("push endpoint policy", () => {
  it("accepts the browsers' push services only, unless local targets are allowed", () => {
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", false)).toBe(true);
    expect(isAllowedPushEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x", false)).toBe(true);
    expect(isAllowedPushEndpoint("https://web.push.apple.com/QG", false)).toBe(true);
    expect(isAllowedPushEndpoint("https://evil.example/fcm.googleapis.com", false)).toBe(false);
    expect(isAllowedPushEndpoint("http://fcm.googleapis.com/x", false)).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.1:9/push", false)).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.1:9/push", true)).toBe(true);
    expect(isAllowedPushEndpoint("file:///etc/passwd", true)).toBe(false);
  });
});
