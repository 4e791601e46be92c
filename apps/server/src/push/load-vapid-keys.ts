import { inArray } from "drizzle-orm";
import webpush from "web-push";
import type { Database } from "../db/database";
import { appSettings } from "../db/schema";
import type { Env } from "../env";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const PUBLIC_KEY = "vapid_public_key";
const PRIVATE_KEY = "vapid_private_key";
const loaded = new WeakMap<Database, Promise<VapidKeys>>();

/**
 * The configured VAPID pair, or one generated on first use and kept in the database so every
 * process signs with the same key and browsers' subscriptions stay valid across restarts.
 */
export function loadVapidKeys(
  database: Database,
  env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">,
): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return Promise.resolve({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
    });
  let keys = loaded.get(database);
  if (!keys) {
    keys = loadOrGenerate(database, env.VAPID_SUBJECT);
    loaded.set(database, keys);
    keys.catch(() => loaded.delete(database));
  }
  return keys;
}

async function loadOrGenerate(database: Database, subject: string): Promise<VapidKeys> {
  const generated = webpush.generateVAPIDKeys();
  // One transaction so two processes starting together cannot keep halves of different pairs.
  await database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appSettings)
      .values({ key: PUBLIC_KEY, value: generated.publicKey })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0)
      await tx.insert(appSettings).values({ key: PRIVATE_KEY, value: generated.privateKey });
  });
  const rows = await database.db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [PUBLIC_KEY, PRIVATE_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const publicKey = value(PUBLIC_KEY);
  const privateKey = value(PRIVATE_KEY);
  if (!publicKey || !privateKey) throw new Error("VAPID keys missing from app_settings");
  return { publicKey, privateKey, subject };
}
