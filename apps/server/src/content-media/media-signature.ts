import { createHmac, hkdfSync } from "node:crypto";
import { loadCredentialsKey } from "../crypto/load-credentials-key";
import type { ServerContext } from "../server-context";

/**
 * HMAC-SHA256 over the media store key and the expiry, with a key derived from the installation's
 * credentials key for this purpose only (decision 151): a link names one stored file until a time.
 */
export async function mediaSignature(
  context: Pick<ServerContext, "database" | "env">,
  mediaKey: string,
  expires: number,
): Promise<string> {
  const credentials = await loadCredentialsKey(context.database, context.env.CREDENTIALS_KEY);
  const key = Buffer.from(hkdfSync("sha256", credentials.key, "sitelens", "public-media-links v1", 32));
  return createHmac("sha256", key).update(`${mediaKey}\n${expires}`).digest("base64url");
}

export const PUBLIC_MEDIA_PATH = "/api/public-media";
