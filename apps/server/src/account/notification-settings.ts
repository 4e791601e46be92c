import type { NotificationSettings } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { notificationSettings } from "../db/schema";

const columns = {
  emailNotifications: notificationSettings.emailNotifications,
  weeklyReports: notificationSettings.weeklyReports,
  seoSuggestions: notificationSettings.seoSuggestions,
  profileVisibility: notificationSettings.profileVisibility,
};

/** The user's settings, created with the defaults on first read. */
export async function getNotificationSettings(
  database: Database,
  userId: string,
): Promise<NotificationSettings> {
  await database.db.insert(notificationSettings).values({ userId }).onConflictDoNothing();
  const [row] = await database.db
    .select(columns)
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row!;
}

export async function updateNotificationSettings(
  database: Database,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const [row] = await database.db
    .insert(notificationSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...settings, updatedAt: new Date() } })
    .returning(columns);
  return row!;
}
