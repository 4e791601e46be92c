import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer } from "../../src/mail/outbox-mailer";
import { renderMail } from "../../src/mail/render-mail";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { registration, solveBotCheck } from "./support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      NODE_ENV: "production",
      PUBLIC_URL: "http://localhost",
      CREDENTIALS_KEY: "credentials-key-credentials-key-0123",
      DEV_MAILBOX: "false",
      LOG_LEVEL: "info",
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe("the development outbox is opt-in", () => {
  it("is closed in development unless DEV_MAILBOX=true (NODE_ENV defaults to development)", async () => {
    const development = await startTestServer({ env: { NODE_ENV: "development", DEV_MAILBOX: "false" } });
    try {
      const client = development.client("en");
      expect((await client.get("/api/dev/outbox")).status).toBe(404);
      const page = await client.get("/dev/mailbox");
      expect(page.status).toBe(404);
    } finally {
      await development.stop();
    }
  });
});

describe("the development outbox in production", () => {
  it("has no API route", async () => {
    const response = await server.client("en").get("/api/dev/outbox?to=a@example.com");
    expect(response.status).toBe(404);
  });

  it("still stores mail without SMTP, and the registration works", async () => {
    const client = server.client("en");
    const response = await client.post(
      "/api/auth/register",
      registration("prod@example.com", await solveBotCheck(client)),
    );
    expect(response.status).toBe(200);
  });

  it("logs only the recipient and subject of stored mail, never the code in the body", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createOutboxMailer(server.context.database, pino({ level: "info" }, sink));
    const message = renderMail({ kind: "reset-code", code: "4821" }, "en");
    await mailer.send({ to: "log@example.com", ...message });
    expect(lines.join("")).toContain("log@example.com");
    expect(lines.join("")).not.toContain("4821");
  });
});
