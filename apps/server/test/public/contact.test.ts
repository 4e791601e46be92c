import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../src/db/schema";
import { readOutbox, solveBotCheck } from "../accounts/support";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { CONTACT_EMAIL: "support@sitelens.test" } });
});
afterAll(async () => server?.stop());

const message = {
  name: "Ayşe Yılmaz",
  email: "ayse@example.com",
  category: "billing",
  subject: "Fatura sorusu",
  message: "Yıllık plana nasıl geçerim?",
};

describe("POST /api/contact", () => {
  it("refuses empty fields with the form's message, before any bot check", async () => {
    const client = server.client("tr");
    const { status, body } = await client.json("POST", "/api/contact", {
      ...message,
      subject: "  ",
      botToken: "",
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { code: "contact_fields_required", message: "Lütfen tüm alanları doldurun." },
    });
  });

  it("refuses a failed bot check", async () => {
    const { body } = await server.client().json<{ error: { code: string } }>("POST", "/api/contact", {
      ...message,
      botToken: "not-a-solution",
    });
    expect(body.error.code).toBe("bot_check_failed");
  });

  it("stores the message, e-mails support and sends the visitor a confirmation in their language", async () => {
    const client = server.client("tr");
    const { status } = await client.json("POST", "/api/contact", {
      ...message,
      botToken: await solveBotCheck(client),
    });
    expect(status).toBe(200);
    const stored = await server.context.database.db.select().from(contactMessages);
    expect(stored).toEqual([expect.objectContaining({ ...message, language: "tr" })]);
    const [toSupport] = await readOutbox(client, "support@sitelens.test");
    expect(toSupport?.subject).toBe("[İletişim · billing] Fatura sorusu");
    expect(toSupport?.text).toContain("Yıllık plana nasıl geçerim?");
    const [confirmation] = await readOutbox(client, "ayse@example.com");
    expect(confirmation?.subject).toBe("Mesajınızı aldık: Fatura sorusu");
    expect(confirmation?.text).toContain("24 saat");
  });

  it("rate-limits one address after three messages an hour", async () => {
    const client = server.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await client.post("/api/contact", {
        ...message,
        email: "busy@example.com",
        botToken: await solveBotCheck(client),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
