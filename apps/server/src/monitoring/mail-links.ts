import { loadAuthSecret } from "../auth/load-auth-secret";
import type { ServerContext } from "../server-context";
import { signUnsubscribeToken, type UnsubscribeSetting } from "./unsubscribe-token";

/** Absolute links for e-mails: PUBLIC_URL in production, the local server otherwise. */
export async function mailLinks(
  context: Pick<ServerContext, "env" | "database">,
  userId: string,
  setting: UnsubscribeSetting,
): Promise<{ app: (path: string) => string; unsubscribe: string; headers: Record<string, string> }> {
  const base = (context.env.PUBLIC_URL ?? `http://localhost:${context.env.PORT}`).replace(/\/$/, "");
  const secret = await loadAuthSecret(context.database, context.env.AUTH_SECRET);
  const token = signUnsubscribeToken(secret, userId, setting);
  const unsubscribe = `${base}/api/unsubscribe?token=${token}`;
  return {
    app: (path) => `${base}${path}`,
    unsubscribe,
    // RFC 8058 one-click: mail clients offer their own "unsubscribe" and POST to the link.
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
