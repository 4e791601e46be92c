import { type ConnectionCredentials, type DistributionAdapter, socialPostText } from "./types";
import { callVendor, trimBase, type VendorHttp } from "./vendor-http";

const PROVIDER = "mastodon";
/** Mastodon refuses `scheduled_at` less than 5 minutes ahead; a small margin keeps clear of the edge. */
const MIN_SCHEDULE_MS = 6 * 60_000;

/** Mastodon answers `{"error": "…"}`. */
const messageOf = (body: unknown) => (body as { error?: string } | null)?.error;

/** Mastodon `POST /api/v1/statuses` with the user's access token (scope write:statuses). */
export function createMastodonAdapter(
  credentials: ConnectionCredentials,
  http: VendorHttp,
): DistributionAdapter {
  const base = trimBase(credentials.url ?? "");
  const authorization = `Bearer ${credentials.apiKey ?? ""}`;
  return {
    kind: "mastodon",
    // Mastodon keeps an Idempotency-Key for an hour: a resumed attempt returns the first status.
    resumable: true,
    async verify(signal) {
      const account = await callVendor<{ acct?: string }>(
        PROVIDER,
        http,
        `${base}/api/v1/accounts/verify_credentials`,
        {
          headers: { authorization },
          signal,
          messageOf,
        },
      );
      return { accountName: account.acct ? `@${account.acct}` : null };
    },
    async publish(item, context) {
      const mediaIds: string[] = [];
      for (const file of item.media.slice(0, 4)) {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
        const media = await callVendor<{ id: string }>(PROVIDER, http, `${base}/api/v2/media`, {
          method: "POST",
          headers: { authorization },
          body: form,
          signal: context.signal,
          messageOf,
        });
        mediaIds.push(media.id);
      }
      const scheduled = item.publishAt.getTime() - Date.now() >= MIN_SCHEDULE_MS;
      const status = await callVendor<{ id: string; url?: string | null }>(
        PROVIDER,
        http,
        `${base}/api/v1/statuses`,
        {
          method: "POST",
          headers: {
            authorization,
            "content-type": "application/json",
            "idempotency-key": context.deliveryId,
          },
          body: JSON.stringify({
            status: socialPostText(item),
            visibility: "public",
            media_ids: mediaIds,
            ...(scheduled ? { scheduled_at: item.publishAt.toISOString() } : {}),
          }),
          signal: context.signal,
          messageOf,
        },
      );
      return { remoteId: status.id, url: status.url ?? null };
    },
    async withdraw(sent, signal) {
      // A scheduled status has no url yet and lives under its own path until it is posted.
      const path = sent.url ? "statuses" : "scheduled_statuses";
      await callVendor(PROVIDER, http, `${base}/api/v1/${path}/${encodeURIComponent(sent.remoteId ?? "")}`, {
        method: "DELETE",
        headers: { authorization },
        signal,
        messageOf,
      });
      return { withdrawn: true };
    },
  };
}
