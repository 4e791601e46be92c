import type { Page } from "playwright-core";
import { expect } from "vitest";
import { CODE_SUBJECT } from "../../apps/server/test/accounts/support";
import enAuth from "../../apps/web/src/locales/en/auth.json";

async function newestCodeMail(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  return messages.find((message) => CODE_SUBJECT.test(message.subject));
}

/** The text of the newest code e-mail to this address, to tell a later one from it. */
export async function newestCodeMailText(baseUrl: string, email: string): Promise<string | null> {
  return (await newestCodeMail(baseUrl, email))?.text ?? null;
}

/**
 * The 4-digit code of the newest verification or reset e-mail to this address, other than the one
 * whose text is `after`; other mail (the welcome e-mail is a job) may land in between.
 */
export async function codeFromOutbox(
  baseUrl: string,
  email: string,
  after: string | null = null,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = await newestCodeMail(baseUrl, email);
    const code = mail?.text.match(/\b\d{4}\b/)?.[0];
    if (code && mail?.text !== after) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

/** Registers a new user through the English register form (real ALTCHA widget, e-mailed code) and lands on /app. */
export async function registerInBrowser(page: Page, baseUrl: string, email: string, name = "Deniz Kaya") {
  // With nothing stored, a local address (no known country) gets Turkish (decision 168): ask for English.
  await page.addInitScript(() => {
    if (!localStorage.getItem("sitelens-lang")) localStorage.setItem("sitelens-lang", "en");
  });
  await page.goto(`${baseUrl}/register?email=${encodeURIComponent(email)}`);
  await page.getByLabel(enAuth.name, { exact: true }).fill(name);
  await page.getByLabel(enAuth.phone, { exact: true }).fill("+90 555 000 11 22");
  await page.getByLabel(enAuth.password, { exact: true }).fill("Sifre123");
  await page.getByLabel(enAuth.passwordConfirmation, { exact: true }).fill("Sifre123");
  await page.locator("#accept-terms").check();
  await page.locator("altcha-widget label").first().click();
  await page.getByRole("heading", { name: enAuth.code.title }).waitFor({ timeout: 30_000 });
  await page.getByLabel(enAuth.code.label).fill(await codeFromOutbox(baseUrl, email));
  const verify = page.getByRole("button", { name: enAuth.code.verify, exact: true });
  await expect.poll(() => verify.isEnabled(), { timeout: 30_000 }).toBe(true);
  await verify.click();
  await page.waitForURL(`${baseUrl}/app`);
}
