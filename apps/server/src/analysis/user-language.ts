import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { users } from "../db/schema";
import type { Language } from "../http/language";

/** The language a user last chose; notifications written by jobs use it (Turkish by default). */
export async function userLanguage(database: Database, userId: string): Promise<Language> {
  const [row] = await database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language === "en" ? "en" : "tr";
}
