import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishEvent } from "../../src/events/publish-event";
import { startServer } from "../../src/start-server";
import { openEventStream } from "../support/read-events";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { TestClient } from "../support/test-client";
import { createTestEnv } from "../support/test-env";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

function cookieOf(client: { cookie(name: string): string | undefined }) {
  return `sitelens.session_token=${client.cookie("sitelens.session_token")}`;
}

describe("GET /api/events", () => {
  it("refuses a visitor who is not signed in", async () => {
    const response = await fetch(`${server.url}/api/events`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthenticated");
  });

  it("delivers a user's events to that user only", async () => {
    const alice = await signUpTestUser(server);
    const bob = await signUpTestUser(server);
    const aliceStream = await openEventStream(server.url, cookieOf(alice.client));
    const bobStream = await openEventStream(server.url, cookieOf(bob.client));
    expect(aliceStream.status).toBe(200);
    await aliceStream.waitFor(1);
    await bobStream.waitFor(1);

    await publishEvent(server.context.database, {
      userId: alice.userId,
      type: "site.updated",
      data: { siteId: "s1" },
    });
    await aliceStream.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(aliceStream.received.map((e) => e.event)).toEqual(["ready", "site.updated"]);
    expect(aliceStream.received[1]?.data).toEqual({ type: "site.updated", data: { siteId: "s1" } });
    expect(bobStream.received.map((e) => e.event)).toEqual(["ready"]);
    await aliceStream.stop();
    await bobStream.stop();
  });
});

describe("a revoked sign-in", () => {
  it("closes the open stream and delivers nothing more after sign-out elsewhere", async () => {
    const alice = await signUpTestUser(server);
    const stream = await openEventStream(server.url, cookieOf(alice.client));
    await stream.waitFor(1);
    // The same sign-in ends from another tab or device.
    const signedOut = await alice.client.post("/api/auth/sign-out", {});
    expect(signedOut.status).toBe(200);
    await publishEvent(server.context.database, {
      userId: alice.userId,
      type: "site.updated",
      data: { siteId: "after-sign-out" },
    });
    const outcome = await Promise.race([
      stream.closed.then(() => "closed"),
      new Promise((resolve) => setTimeout(() => resolve("still open"), 10_000)),
    ]);
    expect(outcome).toBe("closed");
    expect(stream.received.map((e) => e.event)).toEqual(["ready"]);
    await stream.stop();
  });

  it("closes the stream of a session revoked from the settings", async () => {
    const alice = await signUpTestUser(server);
    const stream = await openEventStream(server.url, cookieOf(alice.client));
    await stream.waitFor(1);
    await server.context.auth.api.revokeSessions({
      headers: new Headers({ cookie: cookieOf(alice.client) }),
    });
    await publishEvent(server.context.database, { userId: alice.userId, type: "site.updated", data: {} });
    await stream.closed;
    expect(stream.received.map((e) => e.event)).toEqual(["ready"]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("several API processes on one PostgreSQL", () => {
  it("delivers an event raised by a worker to browsers connected to any API process", async () => {
    const { env, cleanup } = await createTestEnv();
    const apiA = await startServer({ ...env, SITELENS_ROLE: "api" });
    const apiB = await startServer({ ...env, SITELENS_ROLE: "api" });
    const worker = await startServer({ ...env, SITELENS_ROLE: "worker" }, { schedules: false });
    try {
      const user = await signUpTestUser({ client: () => new TestClient(apiA.url!) });
      const onA = await openEventStream(apiA.url!, cookieOf(user.client));
      const onB = await openEventStream(apiB.url!, cookieOf(user.client));
      await onA.waitFor(1);
      await onB.waitFor(1);
      await publishEvent(worker.context.database, {
        userId: user.userId,
        type: "notification.created",
        data: {},
      });
      await onA.waitFor(2);
      await onB.waitFor(2);
      expect(onA.received[1]?.event).toBe("notification.created");
      expect(onB.received[1]?.event).toBe("notification.created");
      await onA.stop();
      await onB.stop();
    } finally {
      await apiA.stop();
      await apiB.stop();
      await worker.stop();
      await cleanup();
    }
  });
});
