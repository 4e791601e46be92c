/** Where uploaded images live: the data folder by default, an S3-compatible bucket when configured. */
export interface MediaStorage {
  readonly kind: "disk" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
}

/** Keys are made by the server from ids it generated; anything else is refused before touching storage. */
export const MEDIA_KEY = /^[a-zA-Z0-9-]+(\/[a-zA-Z0-9.-]+)*$/;
