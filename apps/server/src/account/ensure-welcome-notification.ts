import { randomUUID } from "node:crypto";
import { WELCOME_WINDOW_SECONDS } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { BillingDb } from "../billing/billing-db";
import { notifications, users } from "../db/schema";
import type { Language } from "../http/language";

const welcome: Record<Language, { title: string; message: string }> = {
  tr: {
    title: "Sitelens'e hoş geldiniz!",
    message: "Ücretsiz deneme süreniz başladı. İlk sitenizi ekleyerek görünürlüğünüzü ölçün.",
  },
  en: {
    title: "Welcome to Sitelens!",
    message: "Your free trial has started. Add your first site to measure its visibility.",
  },
};

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
    ...welcome[language],
    type: "success",
    actionUrl: "/app",
    metadata: { kind: "welcome" },
  });
  return id;
}
