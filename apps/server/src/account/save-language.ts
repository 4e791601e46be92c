import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { users } from "../db/schema";
import type { Language } from "../http/language";

/**
 * The interface language the user chose, kept on the account: e-mails, push notifications and PDF
 * reports made by jobs (with no request to read a language from) follow it.
 */
export async function saveLanguage(database: Database, userId: string, language: Language): Promise<void> {
  await database.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
