import { and, eq } from "drizzle-orm";
import { signMediaUrl } from "../content-media/sign-media-url";
import { contentDrafts } from "../db/schema";
import type { MediaFile } from "../providers/distribution/types";
import { createMediaStorage } from "../providers/media-storage/create-media-storage";
import type { ServerContext } from "../server-context";

/** Channels take a handful of images; an article with more sends its first ones. */
const MAX_IMAGES = 10;
/** Our own upload addresses as the editor writes them into the article (absolute or relative). */
const UPLOADED_IMAGE =
  /<img\b[^>]*?\bsrc="(?:https?:\/\/[^"/]+)?\/api\/content-media\/([0-9a-f-]{36})\/(\d+\.webp)"/gi;

/**
 * The images the user uploaded and placed in the item's article, read back from the media store
 * under the owner's own prefix (another user's upload address reads nothing). Images from other
 * sites stay links in the HTML: we never fetch them for a channel.
 */
export async function readContentMedia(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  contentId: string,
): Promise<MediaFile[]> {
  const [item] = await context.database.db
    .select({ body: contentDrafts.body, publishAt: contentDrafts.publishAt })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.id, contentId), eq(contentDrafts.userId, userId)));
  if (!item) return [];
  const storage = createMediaStorage(context.env);
  const seen = new Set<string>();
  const files: MediaFile[] = [];
  for (const [, id, file] of item.body.matchAll(UPLOADED_IMAGE)) {
    if (!id || !file || seen.has(id) || files.length >= MAX_IMAGES) continue;
    seen.add(id);
    const key = `${userId}/${id}/${file}`;
    const bytes = await storage.get(key);
    if (!bytes) continue;
    const publicUrl = await signMediaUrl(context, key, item.publishAt ?? new Date());
    files.push({ fileName: `${id}-${file}`, mimeType: "image/webp", bytes, publicUrl });
  }
  return files;
}
