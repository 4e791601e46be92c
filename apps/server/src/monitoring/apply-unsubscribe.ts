import { eq } from "drizzle-orm";
import { getNotificationSettings } from "../account/notification-settings";
import { userLanguage } from "../analysis/user-language";
import { loadAuthSecret } from "../auth/load-auth-secret";
import { notificationSettings, users } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import type { ServerContext } from "../server-context";
import { type UnsubscribeSetting, verifyUnsubscribeToken } from "./unsubscribe-token";

/**
 * Reads an e-mail's unsubscribe token (no session needed: the signature is the proof) and, when
 * `apply` is set, turns the setting off. Returns the user's language for the answer page.
 */
export async function applyUnsubscribe(
  context: Pick<ServerContext, "env" | "database">,
  token: string,
  apply: boolean,
): Promise<{ setting: UnsubscribeSetting; language: Language }> {
  const { database } = context;
  const secret = await loadAuthSecret(database, context.env.AUTH_SECRET);
  const verified = verifyUnsubscribeToken(secret, token);
  if (!verified) throw new AppError("invalid_unsubscribe_link");
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, verified.userId));
  if (!user) throw new AppError("invalid_unsubscribe_link");
  if (apply) {
    await getNotificationSettings(database, user.id);
    await database.db
      .update(notificationSettings)
      .set({ [verified.setting]: false, updatedAt: new Date() })
      .where(eq(notificationSettings.userId, user.id));
  }
  return { setting: verified.setting, language: await userLanguage(database, user.id) };
}
