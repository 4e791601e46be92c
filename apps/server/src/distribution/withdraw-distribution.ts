import type { WithdrawalOutcome } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { contentDrafts } from "../db/schema";
import { type contentDistributions, distributionConnections } from "../db/schema";
import { createDistributionAdapter } from "../providers/distribution/distribution-adapters";
import { ProviderError } from "../providers/provider-error";
import type { ServerContext } from "../server-context";
import { openConnectionCredentials } from "./connection-secrets";

type Row = typeof contentDistributions.$inferSelect;

/**
 * Deleting an item, one channel: what went out is removed or cancelled where the vendor allows
 * (decision 150); what never went out was already cancelled by the caller. The outcome says
 * plainly what happened, with the vendor's own words when it refused.
 */
export async function withdrawDistribution(
  context: Pick<ServerContext, "database" | "env">,
  item: typeof contentDrafts.$inferSelect,
  row: Row,
  signal: AbortSignal,
): Promise<WithdrawalOutcome> {
  const [connection] = row.connectionId
    ? await context.database.db
        .select()
        .from(distributionConnections)
        .where(
          and(
            eq(distributionConnections.id, row.connectionId),
            eq(distributionConnections.userId, item.userId),
          ),
        )
    : [];
  const outcome = (
    result: WithdrawalOutcome["result"],
    reason: WithdrawalOutcome["reason"] = null,
    message: string | null = null,
  ): WithdrawalOutcome => ({
    id: row.id,
    kind: row.kind,
    connectionLabel: connection?.label ?? null,
    result,
    reason,
    message,
  });
  if (row.status !== "sent") return outcome("cancelled");
  if (row.kind === "manual") return outcome("not_withdrawable", "manual");
  if (!connection) return outcome("not_withdrawable", "connection_removed");
  const adapter = createDistributionAdapter(
    connection.kind,
    await openConnectionCredentials(context, connection),
    context.env,
  );
  try {
    const result = await adapter.withdraw(
      {
        deliveryId: row.id,
        remoteId: row.remoteId,
        url: row.remoteUrl,
        item: { slug: item.slug, title: item.title, publishedUrl: item.publishedUrl },
      },
      signal,
    );
    return result.withdrawn ? outcome("withdrawn") : outcome("not_withdrawable", result.reason);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return outcome("failed", null, error.detail);
  }
}
