import { createHmac } from "node:crypto";
import { loadAuthSecret } from "../auth/load-auth-secret";
import type { ServerContext } from "../server-context";

export interface AltchaSecrets {
  signature: string;
  keySignature: string;
}

const cache = new WeakMap<ServerContext["database"], Promise<AltchaSecrets>>();

/** Keys derived from the installation's auth secret, so every process signs and checks alike. */
export function altchaSecrets(context: Pick<ServerContext, "env" | "database">): Promise<AltchaSecrets> {
  let secrets = cache.get(context.database);
  if (!secrets) {
    secrets = loadAuthSecret(context.database, context.env.AUTH_SECRET).then((secret) => ({
      signature: createHmac("sha256", secret).update("altcha-signature").digest("hex"),
      keySignature: createHmac("sha256", secret).update("altcha-key-signature").digest("hex"),
    }));
    cache.set(context.database, secrets);
  }
  return secrets;
}
