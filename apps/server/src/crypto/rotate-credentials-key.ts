import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { appSettings, distributionConnections, googleConnections, googleOauthStates } from "../db/schema";
import { sealContext } from "../distribution/connection-secrets";
import { tokenContext } from "../google/google-config";
import { credentialsKeyFrom, openSecret, sealSecret } from "./seal-secret";

const GENERATED_SETTING = "credentials_key";

/**
 * Re-seals every sealed column from the old key to the new one in one transaction (decision 166):
 * Google tokens and pending OAuth verifiers, distribution channel secrets. The old key is
 * `oldMaterial`, or the one generated into the database before CREDENTIALS_KEY was set, which is
 * deleted afterwards so no key stays beside the data. Rows already under the new key are skipped,
 * so a second run (or one after a failure) is harmless. A row that opens with neither key stops it.
 */
export async function rotateCredentialsKey(
  database: Database,
  input: { newMaterial: string; oldMaterial?: string },
): Promise<{ resealed: number; oldKeyId: string; newKeyId: string }> {
  const next = credentialsKeyFrom(input.newMaterial);
  return database.db.transaction(async (tx) => {
    const [generated] = await tx.select().from(appSettings).where(eq(appSettings.key, GENERATED_SETTING));
    const oldMaterial = input.oldMaterial ?? generated?.value;
    if (!oldMaterial) throw new Error("no old key: set CREDENTIALS_KEY_OLD to the key being replaced");
    const old = credentialsKeyFrom(oldMaterial);
    let resealed = 0;
    const reseal = (sealed: string, context: string) => {
      if (sealed.split(".")[1] === next.id) return sealed;
      resealed++;
      return sealSecret(next, openSecret(old, sealed, context), context);
    };
    for (const row of await tx.select().from(googleConnections))
      await tx
        .update(googleConnections)
        .set({
          accessTokenSealed: reseal(row.accessTokenSealed, tokenContext(row.userId, "access")),
          refreshTokenSealed: row.refreshTokenSealed
            ? reseal(row.refreshTokenSealed, tokenContext(row.userId, "refresh"))
            : null,
        })
        .where(eq(googleConnections.userId, row.userId));
    for (const row of await tx.select().from(googleOauthStates))
      await tx
        .update(googleOauthStates)
        .set({ codeVerifierSealed: reseal(row.codeVerifierSealed, tokenContext(row.userId, "verifier")) })
        .where(eq(googleOauthStates.state, row.state));
    for (const row of await tx.select().from(distributionConnections))
      await tx
        .update(distributionConnections)
        .set({ sealedSecrets: reseal(row.sealedSecrets, sealContext(row.userId, row.id)) })
        .where(eq(distributionConnections.id, row.id));
    if (generated) await tx.delete(appSettings).where(eq(appSettings.key, GENERATED_SETTING));
    return { resealed, oldKeyId: old.id, newKeyId: next.id };
  });
}
