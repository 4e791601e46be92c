import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { appSettings } from "../db/schema";
import { type CredentialsKey, credentialsKeyFrom } from "./seal-secret";

const SETTING = "credentials_key";
const loaded = new WeakMap<Database, Promise<CredentialsKey>>();

/**
 * CREDENTIALS_KEY when configured; otherwise key material generated on first use and kept in the
 * database (like AUTH_SECRET), so every process of one installation seals and opens alike.
 * Keeping it beside the data protects backups and dumps of single tables, not a full database
 * copy: production installations should set CREDENTIALS_KEY (decision 090).
 */
export function loadCredentialsKey(
  database: Database,
  configured: string | undefined,
): Promise<CredentialsKey> {
  if (configured) return Promise.resolve(credentialsKeyFrom(configured));
  let key = loaded.get(database);
  if (!key) {
    key = loadOrGenerate(database);
    loaded.set(database, key);
    key.catch(() => loaded.delete(database));
  }
  return key;
}

async function loadOrGenerate(database: Database): Promise<CredentialsKey> {
  await database.db
    .insert(appSettings)
    .values({ key: SETTING, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  if (!row) throw new Error("credentials key missing from app_settings");
  return credentialsKeyFrom(row.value);
}
