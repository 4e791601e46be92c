import { randomUUID } from "node:crypto";
import { WELCOME_WINDOW_SECONDS } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { notifications, users } from "../db/schema";
import { publishEvent } from "../events/publish-event";
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

/** Spec §4: a welcome notification for an account at most 5 minutes old that has none yet. */
export async function ensureWelcomeNotification(
  database: Database,
  userId: string,
  language: Language,
): Promise<void> {
  const [user] = await database.db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || Date.now() - user.createdAt.getTime() > WELCOME_WINDOW_SECONDS * 1000) return;
  const [existing] = await database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .limit(1);
  if (existing) return;
  const id = randomUUID();
  await database.db.insert(notifications).values({
    id,
    userId,
    ...welcome[language],
    type: "success",
    actionUrl: "/app",
    metadata: { kind: "welcome" },
  });
  await publishEvent(database, { userId, type: "notification.created", data: { id } });
}
