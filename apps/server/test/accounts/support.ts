import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { TestClient } from "../support/test-client";

/** Solves the server's ALTCHA challenge the way the browser widget does and returns its payload. */
export async function solveBotCheck(client: TestClient): Promise<string> {
  const challenge = (await (await client.get("/api/bot-check/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("ALTCHA challenge not solved");
  return btoa(JSON.stringify({ challenge, solution }));
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function readOutbox(client: TestClient, to: string): Promise<OutboxMessage[]> {
  const response = await client.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest e-mail to this address with this subject: other mail (the welcome e-mail is a job) may land at any time. */
export async function readMail(
  client: TestClient,
  to: string,
  subject: string,
): Promise<OutboxMessage | undefined> {
  return (await readOutbox(client, to)).find((mail) => mail.subject === subject);
}

/** Subjects of the verification and password-reset code e-mails, in Turkish and English. */
export const CODE_SUBJECT = /(kodunuz|code)$/;

/** The 4-digit code of the newest verification or reset e-mail to this address. */
export async function latestCode(client: TestClient, to: string): Promise<string> {
  const newest = (await readOutbox(client, to)).find((mail) => CODE_SUBJECT.test(mail.subject));
  const code = newest?.text.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no code e-mailed to ${to}`);
  return code;
}

export const strongPassword = "Sifre123";

export function registration(email: string, botToken: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "  Ayşe Yılmaz ",
    phone: "+90 555 111 22 33",
    email,
    password: strongPassword,
    acceptTerms: true,
    botToken,
    ...overrides,
  };
}

/** Registers, confirms with the e-mailed code and leaves the client signed in. */
export async function registerAndConfirm(
  client: TestClient,
  email: string,
  password = strongPassword,
  readCode: (client: TestClient, email: string) => Promise<string> = latestCode,
): Promise<string> {
  const registered = await client.post(
    "/api/auth/register",
    registration(email, await solveBotCheck(client), { password }),
  );
  if (registered.status !== 200) throw new Error(`register failed: ${await registered.text()}`);
  const code = await readCode(client, email);
  const verified = await client.post("/api/auth/verify-signup", {
    email,
    code,
    botToken: await solveBotCheck(client),
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${await verified.text()}`);
  return ((await verified.json()) as { userId: string }).userId;
}

export async function errorOf(
  response: Response,
): Promise<{ status: number; code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...body.error };
}
