import { createHmac } from "node:crypto";
import type { ConnectionCredentials, DistributionAdapter, DistributionItem } from "./types";
import { callVendor, type VendorHttp } from "./vendor-http";

const PROVIDER = "webhook";

/**
 * `X-Sitelens-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>` with the
 * timestamp in `X-Sitelens-Timestamp`, so a receiver can refuse replays (decision 121).
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

const messageOf = (body: unknown) => {
  if (typeof body === "string") return body.slice(0, 300) || undefined;
  const answer = body as { message?: string; error?: string } | null;
  return answer?.message ?? answer?.error;
};

function itemPayload(item: DistributionItem) {
  const { media: _media, publishAt, ...rest } = item;
  return { ...rest, publishAt: publishAt.toISOString() };
}

/** A signed JSON POST for Zapier, Make, n8n or the user's own endpoint. */
export function createWebhookAdapter(
  credentials: ConnectionCredentials,
  http: VendorHttp,
): DistributionAdapter {
  const url = credentials.url ?? "";
  async function post(event: string, deliveryId: string, data: object | null, signal: AbortSignal) {
    const body = JSON.stringify({ event, deliveryId, data });
    const timestamp = Math.floor(Date.now() / 1000);
    return callVendor<unknown>(PROVIDER, http, url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Sitelens-Webhook/1",
        "x-sitelens-delivery": deliveryId,
        "x-sitelens-timestamp": String(timestamp),
        "x-sitelens-signature": signWebhook(credentials.apiSecret ?? "", timestamp, body),
      },
      body,
      signal,
      messageOf,
      acceptText: true,
    });
  }
  return {
    kind: "webhook",
    // Zapier, Make and n8n do not dedupe deliveries: an attempt cut off mid-call is never repeated blind.
    resumable: false,
    async verify(signal) {
      await post("ping", "ping", null, signal);
      return { accountName: new URL(url).host };
    },
    async publish(item, context) {
      const answer = await post("content.published", context.deliveryId, itemPayload(item), context.signal);
      const link = (answer as { url?: unknown } | null)?.url;
      return {
        remoteId: context.deliveryId,
        url: typeof link === "string" && /^https?:\/\//.test(link) ? link : null,
      };
    },
    async withdraw(sent, signal) {
      // The receiver owns what it did with the item; it is told, with the delivery it got before.
      await post(
        "content.deleted",
        `${sent.deliveryId}.deleted`,
        { ...sent.item, publishedDeliveryId: sent.deliveryId, remoteUrl: sent.url },
        signal,
      );
      return { withdrawn: true };
    },
  };
}
