import type { ContentChannel } from "@sitelens/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { distributionConnections } from "../db/schema";
import { AppError } from "../errors/app-error";

/**
 * Every chosen channel but manual must name one of the signed-in user's own connections of the
 * same kind: a foreign or mistyped id would otherwise surface only at publish time as "the
 * connection was removed", after the user had left.
 */
export async function checkChannelConnections(
  database: Database,
  userId: string,
  channels: ContentChannel[],
) {
  const wanted = channels.filter((channel) => channel.kind !== "manual");
  const ids = wanted.map((channel) => channel.connectionId ?? "");
  if (ids.some((id) => id === "")) throw new AppError("channel_connection_invalid");
  if (ids.length === 0) return;
  const owned = await database.db
    .select({ id: distributionConnections.id, kind: distributionConnections.kind })
    .from(distributionConnections)
    .where(and(eq(distributionConnections.userId, userId), inArray(distributionConnections.id, ids)));
  const kindOf = new Map(owned.map((connection) => [connection.id, connection.kind]));
  if (wanted.some((channel) => kindOf.get(channel.connectionId ?? "") !== channel.kind))
    throw new AppError("channel_connection_invalid");
}
