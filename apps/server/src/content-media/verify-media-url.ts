import { timingSafeEqual } from "node:crypto";
import type { ServerContext } from "../server-context";
import { mediaSignature } from "./media-signature";

/** True only for a signature we made for exactly this stored file and expiry, before that expiry. */
export async function verifyMediaUrl(
  context: Pick<ServerContext, "database" | "env">,
  mediaKey: string,
  expires: number,
  signature: string,
  now = Date.now(),
): Promise<boolean> {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(await mediaSignature(context, mediaKey, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
