import type { DistributionChannelKind } from "@sitelens/shared";

/** Brand names stay as they are in both languages; manual publish and webhook are translated. */
export const BRAND_NAMES: Partial<Record<DistributionChannelKind, string>> = {
  wordpress: "WordPress",
  mailchimp: "Mailchimp",
  brevo: "Brevo",
  buffer: "Buffer",
  mastodon: "Mastodon",
};

export function channelName(
  kind: DistributionChannelKind,
  t: (key: `channels.${"webhook" | "manual"}`) => string,
): string {
  return BRAND_NAMES[kind] ?? t(`channels.${kind as "webhook" | "manual"}`);
}
