import { type Challenge, createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ServerContext } from "../server-context";
import { altchaSecrets } from "./altcha-secrets";

/** Long enough to fill in the registration form; the widget fetches a new one when it expires. */
export const ALTCHA_CHALLENGE_TTL_SECONDS = 20 * 60;

/** A signed proof-of-work challenge: ≈ 0.4 s of work for one Node thread (measured), less in a browser with workers. */
export async function createAltchaChallenge(
  context: Pick<ServerContext, "env" | "database">,
): Promise<Challenge> {
  const secrets = await altchaSecrets(context);
  return createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 200,
    counter: randomInt(2_000, 6_000),
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
    expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_SECONDS * 1000),
  });
}
