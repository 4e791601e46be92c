import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/**
 * Users' credentials at rest (OAuth tokens, CMS / e-mail / social API keys) are stored only as
 * sealed envelopes: AES-256-GCM with a fresh 96-bit nonce per value, authenticated against a
 * context string (e.g. "google:<userId>:refresh_token") so a sealed value copied into another
 * row or column fails to open instead of silently decrypting for the wrong owner.
 *
 * Envelope (text, fits any column): `sl1.<keyId>.<nonce>.<ciphertext>.<tag>` in base64url, where
 * keyId names the key that sealed it, so a changed CREDENTIALS_KEY fails loudly ("another key")
 * rather than as a generic authentication error, and a later version can rotate keys by id.
 */
const VERSION = "sl1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface CredentialsKey {
  /** 8 hex characters derived from the key; stored in each envelope. */
  id: string;
  key: Buffer;
}

export class SealedSecretError extends Error {}

/** Derives the 256-bit AES key from the configured or generated key material (any string ≥ 32 characters). */
export function credentialsKeyFrom(material: string): CredentialsKey {
  if (material.length < 32) throw new SealedSecretError("credentials key material must be ≥ 32 characters");
  const key = Buffer.from(hkdfSync("sha256", material, "sitelens", "credentials-at-rest v1", 32));
  const id = createHash("sha256").update(key).digest("hex").slice(0, 8);
  return { id, key };
}

export function sealSecret(key: CredentialsKey, plain: string, context: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [nonce, ciphertext, cipher.getAuthTag()].map((part) => part.toString("base64url"));
  return [VERSION, key.id, ...parts].join(".");
}

export function openSecret(key: CredentialsKey, sealed: string, context: string): string {
  const [version, keyId, nonce, ciphertext, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || rest.length > 0 || nonce === undefined || ciphertext === undefined || !tag)
    throw new SealedSecretError("not a sealed secret");
  if (keyId !== key.id) throw new SealedSecretError(`sealed with another key (${keyId}, current ${key.id})`);
  const decipher = createDecipheriv("aes-256-gcm", key.key, Buffer.from(nonce, "base64url"), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SealedSecretError("sealed secret failed authentication (tampered or wrong context)");
  }
}
