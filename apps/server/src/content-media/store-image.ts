import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../errors/app-error";
import type { MediaStorage } from "../providers/media-storage/types";
import { sniffImageType } from "./sniff-image-type";

/** Spec §3 media: at most this many bytes per image. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Widths of the WebP variants; an image is never enlarged, so small ones get fewer. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** Decompression bombs: a tiny file that claims a gigantic canvas is refused before decoding. */
const MAX_PIXELS = 40_000_000;

export type StoredImage = {
  id: string;
  width: number;
  height: number;
  variants: { width: number; height: number; key: string }[];
};

/**
 * Checks an upload by content (signature, then a full decode) and stores WebP variants under the
 * user's own prefix. Metadata (EXIF, location) is dropped by re-encoding; orientation is applied.
 */
export async function storeImage(
  storage: MediaStorage,
  userId: string,
  bytes: Uint8Array,
): Promise<StoredImage> {
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw new AppError("media_too_large");
  if (!sniffImageType(bytes)) throw new AppError("media_type_refused");
  let source: { width: number; height: number };
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height || !["png", "jpeg", "webp"].includes(meta.format ?? ""))
      throw new Error("not a supported image");
    const turned = (meta.orientation ?? 1) >= 5;
    source = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    throw new AppError("media_type_refused");
  }
  const id = randomUUID();
  const widths = [...new Set(MEDIA_WIDTHS.map((width) => Math.min(width, source.width)))];
  const variants = [];
  for (const width of widths) {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const key = `${userId}/${id}/${info.width}.webp`;
    await storage.put(key, data, "image/webp");
    variants.push({ width: info.width, height: info.height, key });
  }
  return { id, ...source, variants };
}
