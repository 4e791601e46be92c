import { and, eq, isNull } from "drizzle-orm";
import { googleConnections } from "../db/schema";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";

/**
 * invalid_grant, a dead access token or a revoked scope: the connection becomes `expired` and
 * the user gets one notification per expiry (the conditional update wins once, however many
 * jobs hit the dead token together).
 */
export async function markGoogleExpired(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  reason: string,
): Promise<void> {
  const { db } = context.database;
  await db
    .update(googleConnections)
    .set({ status: "expired", updatedAt: new Date() })
    .where(eq(googleConnections.userId, userId));
  const claimed = await db
    .update(googleConnections)
    .set({ expiryNotifiedAt: new Date() })
    .where(and(eq(googleConnections.userId, userId), isNull(googleConnections.expiryNotifiedAt)))
    .returning({ userId: googleConnections.userId });
  context.logger.info({ userId, reason }, "google connection expired");
  if (claimed.length === 0) return;
  await createNotification(context, userId, {
    key: "google_expired",
    type: "warning",
    actionUrl: "/settings",
    metadata: { kind: "google_expired" },
  });
}
