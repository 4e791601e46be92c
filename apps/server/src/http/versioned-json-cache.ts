import type { Context } from "hono";
import { acceptedEncoding } from "./accepted-encoding";
import { COMPRESS_THRESHOLD_BYTES, compressBody } from "./compress-body";

interface Entry {
  etag: string;
  plain: Buffer;
  encoded: { br?: Buffer; gzip?: Buffer };
}

/**
 * Serialised (and lazily compressed) JSON bodies by key and version (ETag), least recently used
 * first out past `maxBytes`. A stored analysis is read far more often than it changes, and
 * serialising and compressing half a megabyte on every read is what made the site screen slow;
 * a new version (new ETag) replaces the old entry, so nothing stale is ever served.
 */
export class VersionedJsonCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async respond(c: Context, key: string, etag: string, load: () => Promise<unknown>): Promise<Response> {
    let entry = this.entries.get(key);
    if (entry?.etag === etag) {
      // Most recently used goes last (Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      entry = { etag, plain: Buffer.from(JSON.stringify(await load())), encoded: {} };
      this.store(key, entry);
    }
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      ETag: etag,
      // Revalidate every time (the analysis may change at any moment), but with If-None-Match.
      "Cache-Control": "private, no-cache",
      Vary: "Accept-Encoding",
    };
    const encoding = acceptedEncoding(c.req.header("accept-encoding"));
    let body: Buffer = entry.plain;
    if (encoding && body.length >= COMPRESS_THRESHOLD_BYTES) {
      const cached = entry.encoded[encoding];
      body = cached ?? (await compressBody(entry.plain, encoding));
      if (!cached) {
        entry.encoded[encoding] = body;
        this.bytes += body.length;
      }
      headers["Content-Encoding"] = encoding;
    }
    return c.body(new Uint8Array(body), 200, headers);
  }

  private store(key: string, entry: Entry) {
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += entry.plain.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.plain.length + (old.encoded.br?.length ?? 0) + (old.encoded.gzip?.length ?? 0);
  }
}
