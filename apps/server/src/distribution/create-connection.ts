import { randomUUID } from "node:crypto";
import type { CreateConnectionRequest, DistributionConnection } from "@sitelens/shared";
import { distributionConnections } from "../db/schema";
import { AppError } from "../errors/app-error";
import { createDistributionAdapter } from "../providers/distribution/distribution-adapters";
import { ProviderError } from "../providers/provider-error";
import type { ServerContext } from "../server-context";
import { sealConnectionSecrets } from "./connection-secrets";
import { connectionToApi } from "./connection-to-api";
import { describeChannelError } from "./describe-channel-error";

/**
 * Spec §2 integration dialog: the details are tried with a test call to the vendor first; only a
 * connection the vendor accepted is stored, its key and secret sealed.
 */
export async function createConnection(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  request: CreateConnectionRequest,
  signal: AbortSignal,
): Promise<DistributionConnection> {
  const credentials = {
    url: request.url ?? null,
    accountId: request.accountId || null,
    workspaceId: request.workspaceId || null,
    senderId: request.senderId || null,
    apiKey: request.apiKey || null,
    apiSecret: request.apiSecret || null,
  };
  const adapter = createDistributionAdapter(request.kind, credentials, context.env);
  let accountName: string | null;
  try {
    ({ accountName } = await adapter.verify(signal));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const reason = describeChannelError(request.kind, error.kind, error.detail);
    throw new AppError(
      "connection_check_failed",
      {
        en: `The channel did not accept these details. ${reason.en}`,
        tr: `Kanal bu bilgileri kabul etmedi. ${reason.tr}`,
      },
      { vendorMessage: error.detail },
    );
  }
  const id = randomUUID();
  const [row] = await context.database.db
    .insert(distributionConnections)
    .values({
      id,
      userId,
      kind: request.kind,
      label: request.label,
      url: credentials.url,
      accountId: credentials.accountId,
      workspaceId: credentials.workspaceId,
      senderId: credentials.senderId,
      sealedSecrets: await sealConnectionSecrets(context, userId, id, credentials),
      accountName,
      verifiedAt: new Date(),
    })
    .returning();
  if (!row) throw new AppError("internal");
  return connectionToApi(row);
}
