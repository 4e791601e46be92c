import type { ConnectableKind } from "@sitelens/shared";

/** An image of the content item, as the media store hands it over (read through `ContentMediaPort`). */
export interface MediaFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
  /** A signed link anyone can open, for channels that take images only by URL; null without a public address. */
  publicUrl: string | null;
}

/** What every channel receives: the content item in channel-neutral terms. */
export interface DistributionItem {
  title: string;
  /** The article as HTML. */
  html: string;
  excerpt: string;
  slug: string;
  socialText: string;
  emailText: string;
  /** The item's live URL when the site already has it (a social post links to it). */
  publishedUrl: string | null;
  /** When the item goes out; a time still ahead is handed to the vendor's own scheduler where it has one. */
  publishAt: Date;
  /** Tag names (the target keyphrase); a CMS resolves them to its own ids. */
  tags: string[];
  media: MediaFile[];
}

export interface PublishOutcome {
  remoteId: string;
  /** The post's, campaign's or status's address when the vendor gives one. */
  url: string | null;
  /** Sent, but not all of it: the item's images could not be attached (no public address to offer). */
  note?: "images_not_attached";
}

export interface PublishContext {
  /** Stable per channel and item: the vendor's idempotency key where it has one. */
  deliveryId: string;
  /** The vendor id an earlier, interrupted attempt already stored (see `remember`). */
  remoteId: string | null;
  /** True when an earlier attempt was cut off after it may have reached the vendor. */
  resumed: boolean;
  /**
   * True when an earlier attempt called the vendor, whatever it answered: a vendor may store the
   * post and still answer 5xx (a slow plugin, a proxy timeout), so a create must look for it first.
   */
  retried: boolean;
  /** Stores the vendor's id the moment it exists, before the next step, so a retry can resume. */
  remember(remoteId: string): Promise<void>;
  signal: AbortSignal;
}

/**
 * Our reference inside a vendor's internal campaign name (never shown to recipients), so a retry
 * after a 5xx that still created the campaign finds it instead of creating a second one.
 */
export const deliveryTag = (deliveryId: string) => `[sitelens:${deliveryId}]`;

/** The user's stored connection with its secrets opened, as one adapter needs it. */
export interface ConnectionCredentials {
  url: string | null;
  accountId: string | null;
  workspaceId: string | null;
  senderId: string | null;
  apiKey: string | null;
  apiSecret: string | null;
}

/** The social post: the item's social text, else its title, with the live link when there is one. */
export function socialPostText(item: DistributionItem): string {
  const text = item.socialText.trim() || item.title.trim();
  return item.publishedUrl && !text.includes(item.publishedUrl) ? `${text}\n\n${item.publishedUrl}` : text;
}

/** What a channel sent, as its row stored it: what withdrawing it needs. */
export interface SentDelivery {
  deliveryId: string;
  remoteId: string | null;
  url: string | null;
  /** For a receiver told of the deletion (webhook): which item it was. */
  item: { slug: string; title: string; publishedUrl: string | null };
}

/** `already_sent`: the vendor has delivered it and cannot take it back (a sent e-mail campaign). */
export type WithdrawResult = { withdrawn: true } | { withdrawn: false; reason: "already_sent" };

export interface DistributionAdapter {
  kind: ConnectableKind;
  /**
   * Whether publish() may safely run again after an attempt that was cut off mid-call: true when the
   * vendor dedupes (idempotency key) or the adapter finds its own earlier post; false means a resumed
   * attempt must not send blind (the outcome is reported as uncertain instead).
   */
  resumable: boolean;
  /** The test call made when the user saves the connection; returns the vendor's name for the account. */
  verify(signal: AbortSignal): Promise<{ accountName: string | null }>;
  publish(item: DistributionItem, context: PublishContext): Promise<PublishOutcome>;
  /** Deleting the item: remove or cancel what publish() made; a vendor refusal throws ProviderError. */
  withdraw(sent: SentDelivery, signal: AbortSignal): Promise<WithdrawResult>;
}
