import { createHash, randomBytes } from "node:crypto";

/** Recognisable in logs, secret scanners and pasted configs ("slk_" = Sitelens key). */
export const TOKEN_PREFIX = "slk_";

/**
 * 32 random bytes: guessing is hopeless, so a fast unsalted SHA-256 is enough to store it
 * (a slow password hash would only slow down every API request).
 */
export function generateTokenSecret(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function hashTokenSecret(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Enough of the token to tell two apart in Settings → API, far too little to guess the rest. */
export function displayPrefix(token: string): string {
  return token.slice(0, TOKEN_PREFIX.length + 6);
}
