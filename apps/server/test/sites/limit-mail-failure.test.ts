import type { AddressInfo } from "node:net";
import type { SiteLimitErrorDetails } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { registration, solveBotCheck } from "../accounts/support";
import { startTestServer, type TestServer } from "../support/start-test-server";

const EMAIL = "limit-mail@example.com";
const received: string[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  // Accepts every e-mail except the site-limit one, which it refuses like a full mailbox.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        if (raw.includes("site limit")) return callback(new Error("552 mailbox full"));
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: "http://127.0.0.1",
      ANALYSIS_LIGHTHOUSE: "false",
      // Refused by the SSRF guard: the test never crawls the real internet.
      CRAWLER_RESOLVE: "ilk-site.com:443:127.0.0.1",
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe("site limit when the limit e-mail cannot be sent", () => {
  it("says so in the error, in both languages", async () => {
    const client = server.client("en");
    const registered = await client.post(
      "/api/auth/register",
      registration(EMAIL, await solveBotCheck(client)),
    );
    expect(registered.status, await registered.clone().text()).toBe(200);
    // The code stands alone on a line of the text part (never in the subject).
    const code = received.at(-1)?.match(/^(\d{4})\r?$/m)?.[1];
    const verified = await client.post("/api/auth/verify-signup", {
      email: EMAIL,
      code,
      botToken: await solveBotCheck(client),
    });
    const { userId } = (await verified.json()) as { userId: string };
    await server.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(0) })
      .where(eq(users.id, userId));

    expect((await client.post("/api/sites", { url: "https://ilk-site.com" })).status).toBe(201);
    const hit = await client.post("/api/sites", { url: "https://ikinci-site.com" });
    const body = (await hit.json()) as {
      error: { code: string; message: string; details: SiteLimitErrorDetails };
    };
    expect(hit.status).toBe(403);
    expect(body.error.message).toBe(
      "Site limit exceeded: the Free plan includes 1 site and you have 1. The limit e-mail could not be sent.",
    );
    expect(body.error.details).toMatchObject({ firstHit: true, emailFailed: true });
    const later = await client.setLanguage("tr").post("/api/sites", { url: "https://ucuncu-site.com" });
    const laterBody = (await later.json()) as { error: { message: string; details: SiteLimitErrorDetails } };
    expect(laterBody.error.message).toBe(
      "Site limiti aşıldı: Ücretsiz planı 1 site içerir, şu an 1 siteniz var.",
    );
    expect(laterBody.error.details.firstHit).toBe(false);
  });
});
