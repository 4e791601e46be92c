import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { verify } from "altcha-lib/frameworks/shared";
import { lt } from "drizzle-orm";
import { usedBotSolutions } from "../db/schema";
import type { ServerContext } from "../server-context";
import { altchaSecrets } from "./altcha-secrets";
import { ALTCHA_CHALLENGE_TTL_SECONDS } from "./create-altcha-challenge";

/** Checks an ALTCHA payload; each solved challenge is accepted once, across every API process. */
export async function verifyAltcha(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  payload: string,
): Promise<boolean> {
  const secrets = await altchaSecrets(context);
  const { db } = context.database;
  const store = {
    get: () => undefined,
    set: () => undefined,
    async setIfAbsent(key: string) {
      const now = new Date();
      await db.delete(usedBotSolutions).where(lt(usedBotSolutions.expiresAt, now));
      const inserted = await db
        .insert(usedBotSolutions)
        .values({
          key: `altcha:${key}`,
          expiresAt: new Date(now.getTime() + ALTCHA_CHALLENGE_TTL_SECONDS * 1000),
        })
        .onConflictDoNothing()
        .returning({ key: usedBotSolutions.key });
      return inserted.length === 1;
    },
  };
  const result = await verify(payload, deriveKey, secrets.signature, secrets.keySignature, store);
  if (result.error) context.logger.info({ reason: result.error }, "bot check refused");
  return result.error === null;
}
