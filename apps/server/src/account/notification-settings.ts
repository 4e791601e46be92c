import { isTimeZone, type NotificationSettings, type NotificationSettingsUpdate } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { notificationSettings } from "../db/schema";
import { AppError } from "../errors/app-error";

const columns = {
  emailNotifications: notificationSettings.emailNotifications,
  weeklyReports: notificationSettings.weeklyReports,
  seoSuggestions: notificationSettings.seoSuggestions,
  profileVisibility: notificationSettings.profileVisibility,
  timeZone: notificationSettings.timeZone,
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
  settings: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const { timeZone, ...toggles } = settings;
  if (timeZone != null && !isTimeZone(timeZone)) throw new AppError("invalid_time_zone");
  // Left out or null: the stored zone stays (old clients send the toggles only).
  const values = timeZone == null ? toggles : { ...toggles, timeZone };
  const [row] = await database.db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning(columns);
  return row!;
}
