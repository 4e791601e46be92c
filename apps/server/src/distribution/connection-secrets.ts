import { loadCredentialsKey } from "../crypto/load-credentials-key";
import { openSecret, sealSecret } from "../crypto/seal-secret";
import type { distributionConnections } from "../db/schema";
import type { ConnectionCredentials } from "../providers/distribution/types";
import type { ServerContext } from "../server-context";

type Context = Pick<ServerContext, "database" | "env">;
interface Secrets {
  apiKey: string | null;
  apiSecret: string | null;
}

/** Bound to the owner and the row, so a sealed value copied elsewhere opens for nobody. */
export const sealContext = (userId: string, connectionId: string) => `distribution:${userId}:${connectionId}`;

export async function sealConnectionSecrets(
  context: Context,
  userId: string,
  connectionId: string,
  secrets: Secrets,
): Promise<string> {
  const key = await loadCredentialsKey(context.database, context.env.CREDENTIALS_KEY);
  return sealSecret(key, JSON.stringify(secrets), sealContext(userId, connectionId));
}

/** A stored connection with its key and secret opened, for the adapter only (never logged or returned). */
export async function openConnectionCredentials(
  context: Context,
  row: typeof distributionConnections.$inferSelect,
): Promise<ConnectionCredentials> {
  const key = await loadCredentialsKey(context.database, context.env.CREDENTIALS_KEY);
  const secrets = JSON.parse(openSecret(key, row.sealedSecrets, sealContext(row.userId, row.id))) as Secrets;
  return {
    url: row.url,
    accountId: row.accountId,
    workspaceId: row.workspaceId,
    senderId: row.senderId,
    apiKey: secrets.apiKey,
    apiSecret: secrets.apiSecret,
  };
}
