import type { UsageKind } from "@sitelens/shared";
import { ProviderError } from "../providers/provider-error";
import type { ServerContext } from "../server-context";
import { consumeUsage, refundUsage } from "./consume-usage";

export interface RefundedUsage {
  userId: string;
  kind: UsageKind;
  /** False where this call is part of one already counted (a further page): nothing counted, nothing given back. */
  counted?: boolean;
}

/**
 * Counts one `kind` before `run` asks a paid provider. When the provider fails (a ProviderError)
 * the count is given back, since the user got nothing, and `onProviderError` says what to throw or
 * return instead; any other error keeps the count and goes on up.
 */
export async function withRefundedUsage<T>(
  context: Pick<ServerContext, "database" | "logger">,
  usage: RefundedUsage,
  run: () => Promise<T>,
  onProviderError: (error: ProviderError) => T,
): Promise<T> {
  const counted = usage.counted ?? true;
  if (counted) await consumeUsage(context.database, usage.userId, usage.kind);
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    context.logger.warn(
      { err: error.message, provider: error.provider, kind: error.kind, usage: usage.kind },
      "provider failed; usage given back",
    );
    if (counted) await refundUsage(context.database, usage.userId, usage.kind);
    return onProviderError(error);
  }
}
