import type { DistributionChannelKind } from "@sitelens/shared";
import { userLanguage } from "../analysis/user-language";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";

const CHANNEL_NAMES: Record<DistributionChannelKind, { tr: string; en: string }> = {
  wordpress: { tr: "WordPress", en: "WordPress" },
  mailchimp: { tr: "Mailchimp", en: "Mailchimp" },
  brevo: { tr: "Brevo", en: "Brevo" },
  buffer: { tr: "Buffer", en: "Buffer" },
  mastodon: { tr: "Mastodon", en: "Mastodon" },
  webhook: { tr: "Webhook", en: "Webhook" },
  manual: { tr: "Manuel yayın", en: "Manual publish" },
};

/** Spec §8: the user hears of every channel's outcome, with the vendor's message when it failed. */
export async function notifyChannelOutcome(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  outcome: { contentId: string; title: string; kind: DistributionChannelKind; error: string | null },
): Promise<void> {
  const language = await userLanguage(context.database, userId);
  const channel = CHANNEL_NAMES[outcome.kind][language];
  const title = outcome.title || (language === "tr" ? "İçerik" : "Content");
  const text =
    outcome.error === null
      ? {
          tr: { title: `${channel}: gönderildi`, message: `"${title}" ${channel} kanalına gönderildi.` },
          en: { title: `${channel}: sent`, message: `"${title}" was sent to ${channel}.` },
        }
      : {
          tr: {
            title: `${channel}: gönderilemedi`,
            message: `"${title}" ${channel} kanalına gönderilemedi: ${outcome.error}. İçerikten yeniden deneyebilirsiniz.`,
          },
          en: {
            title: `${channel}: not sent`,
            message: `"${title}" could not be sent to ${channel}: ${outcome.error}. You can retry it from the content item.`,
          },
        };
  await createNotification(context, userId, {
    ...text[language],
    type: outcome.error === null ? "success" : "error",
    actionUrl: `/content-create?item=${encodeURIComponent(outcome.contentId)}`,
    metadata: { contentId: outcome.contentId, channel: outcome.kind },
  });
}
