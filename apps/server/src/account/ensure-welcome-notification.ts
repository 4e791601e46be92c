import { randomUUID } from "node:crypto";
import { WELCOME_WINDOW_SECONDS } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { BillingDb } from "../billing/billing-db";
import { notifications, users } from "../db/schema";
import type { Language } from "../http/language";
import { renderNotification } from "../notifications/render-notification";

/**
 * Spec §4: a welcome notification for an account at most 5 minutes old that has none yet. Returns the new
 * notification's id (the caller publishes it once its transaction has committed), or null.
 */
export async function ensureWelcomeNotification(
  db: BillingDb,
  userId: string,
  language: Language,
): Promise<string | null> {
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user || Date.now() - user.createdAt.getTime() > WELCOME_WINDOW_SECONDS * 1000) return null;
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .limit(1);
  if (existing) return null;
  const id = randomUUID();
  await db.insert(notifications).values({
    id,
    userId,
    ...renderNotification({ key: "welcome", params: {}, title: "", message: "" }, language),
    key: "welcome",
    params: {},
    type: "success",
    actionUrl: "/app",
    metadata: { kind: "welcome" },
  });
  return id;
}
