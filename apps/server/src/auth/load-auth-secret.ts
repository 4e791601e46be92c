import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { appSettings } from "../db/schema";

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in the database,
 * so sessions survive restarts and every process of one installation agrees on it.
 */
export async function loadAuthSecret(database: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(32).toString("base64url");
  await database.db
    .insert(appSettings)
    .values({ key: "auth_secret", value: generated })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
  return row!.value;
}
