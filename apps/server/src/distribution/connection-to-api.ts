import type { DistributionConnection } from "@sitelens/shared";
import type { distributionConnections } from "../db/schema";

/** The browser's view of a connection: every field but the sealed secrets. */
export function connectionToApi(row: typeof distributionConnections.$inferSelect): DistributionConnection {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    url: row.url,
    accountId: row.accountId,
    workspaceId: row.workspaceId,
    senderId: row.senderId,
    accountName: row.accountName,
    verifiedAt: row.verifiedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
