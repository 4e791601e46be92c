import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** The notification settings an e-mail's unsubscribe link can turn off. */
export const UNSUBSCRIBE_SETTINGS = ["emailNotifications", "weeklyReports"] as const;
export type UnsubscribeSetting = (typeof UNSUBSCRIBE_SETTINGS)[number];

const payloadSchema = z.object({ u: z.string().min(1).max(100), s: z.enum(UNSUBSCRIBE_SETTINGS) });

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");
}

/**
 * A link token naming the user and the setting, signed with the installation's auth secret. It
 * never expires: an unsubscribe link in an old e-mail must still work, and all it can do is turn
 * one of the user's own e-mails off.
 */
export function signUnsubscribeToken(secret: string, userId: string, setting: UnsubscribeSetting): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, s: setting })).toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; setting: UnsubscribeSetting } | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? { userId: parsed.data.u, setting: parsed.data.s } : null;
  } catch {
    return null;
  }
}
