import type { MediaFile } from "../providers/distribution/types";
import type { ServerContext } from "../server-context";

/**
 * PORT (wired by the lead at merge): the content item's uploaded images, read from the media
 * store the content-planning side owns. Until then an item goes out without images, and says so
 * nowhere else: this is the one place to connect.
 */
export async function readContentMedia(
  _context: Pick<ServerContext, "database" | "env">,
  _userId: string,
  _contentId: string,
): Promise<MediaFile[]> {
  return [];
}
