import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { errorOf, registration } from "./support";

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 keeping what it receives. */
async function startSmtp(): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

/** Answers like Cloudflare's siteverify: only the token "good-token" with the right secret passes. */
async function startSiteverify(): Promise<{
  url: string;
  requests: URLSearchParams[];
  close: () => Promise<void>;
}> {
  const requests: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const success = form.get("secret") === "turnstile-secret" && form.get("response") === "good-token";
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ success, "error-codes": success ? [] : ["invalid-input-response"] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  siteverify = await startSiteverify();
  server = await startTestServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Sitelens <no-reply@sitelens.test>",
      TURNSTILE_SITE_KEY: "turnstile-site",
      TURNSTILE_SECRET_KEY: "turnstile-secret",
      TURNSTILE_VERIFY_URL: siteverify.url,
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await siteverify?.close();
});

describe("Turnstile and SMTP", () => {
  it("announces Turnstile to the browser and serves no ALTCHA challenge", async () => {
    const client = server.client("en");
    expect((await client.json("GET", "/api/config")).body).toMatchObject({
      botCheck: { provider: "turnstile", siteKey: "turnstile-site" },
    });
    expect((await client.get("/api/bot-check/challenge")).status).toBe(404);
  });

  it("refuses a token siteverify rejects", async () => {
    const client = server.client("tr");
    const response = await client.post("/api/auth/register", registration("bad@example.com", "bad-token"));
    expect(await errorOf(response)).toMatchObject({
      code: "bot_check_failed",
      message: "Güvenlik doğrulaması başarısız oldu.",
    });
    expect(siteverify.requests.at(-1)?.get("response")).toBe("bad-token");
  });

  it("registers with a passing token and delivers the code over SMTP with a Turkish subject", async () => {
    const client = server.client("tr");
    const response = await client.post("/api/auth/register", registration("smtp@example.com", "good-token"));
    expect(response.status).toBe(200);
    expect(siteverify.requests.at(-1)?.get("remoteip")).toBe("127.0.0.1");
    const mail = smtp.received.find((entry) => entry.to.includes("smtp@example.com"));
    expect(mail).toBeDefined();
    const subjectLine = mail!.raw.match(/^Subject: (.+(?:\r\n[ \t].+)*)/m)?.[1] ?? "";
    const subject = decodeMimeWords(subjectLine);
    expect(subject).toBe("Sitelens doğrulama kodunuz");
    expect(mail!.raw).toContain("From: Sitelens <no-reply@sitelens.test>");
  });
});

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) as a mail client would. */
function decodeMimeWords(header: string): string {
  return header
    .replace(/\r\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(Number.parseInt(code, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}
