import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/database";
import { verifications } from "../db/schema";

/** The httpOnly cookie that ties a pending signup to the browser where its password was typed. */
export const SIGNUP_COOKIE = "sitelens_signup";
export const SIGNUP_BINDING_SECONDS = 24 * 3600;

export function signupBindingIdentifier(email: string): string {
  return `signup-browser-${email}`;
}

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Stores the hash of a fresh browser token for this signup (replacing any earlier one) and returns the token. */
export async function bindSignupBrowser(database: Database, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await database.db.delete(verifications).where(eq(verifications.identifier, signupBindingIdentifier(email)));
  await database.db.insert(verifications).values({
    id: randomBytes(16).toString("hex"),
    identifier: signupBindingIdentifier(email),
    value: digest(token),
    expiresAt: new Date(Date.now() + SIGNUP_BINDING_SECONDS * 1000),
  });
  return token;
}

/** Whether this browser's token is the one of the signup now pending for the address. */
export async function isSignupBrowser(database: Database, email: string, token: string | undefined) {
  if (!token) return false;
  const [row] = await database.db
    .select({ value: verifications.value })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, signupBindingIdentifier(email)),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  if (!row) return false;
  const expected = Buffer.from(row.value);
  const actual = Buffer.from(digest(token));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
