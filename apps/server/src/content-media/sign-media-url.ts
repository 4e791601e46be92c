import type { ServerContext } from "../server-context";
import { mediaSignature, PUBLIC_MEDIA_PATH } from "./media-signature";

/** Channels fetch an image when the post goes out, which for a queued post can be days later. */
const LINK_LIFETIME_MS = 30 * 24 * 3_600_000;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/**
 * A link anyone can open, without signing in, to one of the owner's stored images, until it
 * expires. Null when the installation has no public address (PUBLIC_URL unset or local): a
 * vendor could not reach it, so the caller says the image was not attached.
 */
export async function signMediaUrl(
  context: Pick<ServerContext, "database" | "env">,
  mediaKey: string,
  usableFrom: Date,
): Promise<string | null> {
  const base = context.env.PUBLIC_URL;
  if (!base || LOCAL_HOSTS.has(new URL(base).hostname)) return null;
  const expires = Math.floor((Math.max(usableFrom.getTime(), Date.now()) + LINK_LIFETIME_MS) / 1000);
  const signature = await mediaSignature(context, mediaKey, expires);
  const path = mediaKey.split("/").map(encodeURIComponent).join("/");
  return `${base.replace(/\/+$/, "")}${PUBLIC_MEDIA_PATH}/${path}?expires=${expires}&signature=${signature}`;
}
