import type { DistributionChannelKind, Localized } from "@sitelens/shared";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";

/** Spec §8: the user hears of every channel's outcome, with the reason (and the vendor's words) when it failed. */
export async function notifyChannelOutcome(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  outcome: {
    contentId: string;
    title: string;
    kind: DistributionChannelKind;
    error: string | Localized | null;
  },
): Promise<void> {
  await createNotification(context, userId, {
    key: outcome.error === null ? "channel_sent" : "channel_failed",
    params: { channel: outcome.kind, title: outcome.title, error: outcome.error },
    type: outcome.error === null ? "success" : "error",
    actionUrl: `/content-create?item=${encodeURIComponent(outcome.contentId)}`,
    metadata: { contentId: outcome.contentId, channel: outcome.kind },
  });
}
