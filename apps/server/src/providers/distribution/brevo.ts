import { emailHtml } from "./email-html";
import { type ConnectionCredentials, type DistributionAdapter, deliveryTag } from "./types";
import { callVendor, trimBase, type VendorHttp } from "./vendor-http";

const PROVIDER = "brevo";
/** Campaign statuses after which the e-mail has gone or is on its way: never send again. */
const ON_ITS_WAY = new Set(["sent", "queued", "in_process", "archive"]);
/** Statuses whose e-mails have left; a `queued` (scheduled) campaign can still be deleted. */
const DELIVERED = new Set(["sent", "in_process", "archive"]);
/** Brevo sends a scheduled campaign itself; a time closer than this is sent now. */
const SCHEDULE_MARGIN_MS = 5 * 60_000;

/** Brevo answers `{"code": "invalid_parameter", "message": "…"}`. */
const messageOf = (body: unknown) => (body as { message?: string } | null)?.message;

/** Brevo `POST /emailCampaigns` (with `scheduledAt` when ahead), else `sendNow`. */
export function createBrevoAdapter(
  credentials: ConnectionCredentials,
  http: VendorHttp,
  baseUrl: string,
): DistributionAdapter {
  const base = trimBase(baseUrl);
  const call = <T>(path: string, signal: AbortSignal, init: { method?: string; json?: unknown } = {}) =>
    callVendor<T>(PROVIDER, http, `${base}${path}`, {
      method: init.method,
      headers: {
        "api-key": credentials.apiKey ?? "",
        "content-type": "application/json",
        accept: "application/json",
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal,
      messageOf,
    });
  return {
    kind: "brevo",
    // The campaign id is stored before it is sent; a resumed attempt reads its status first.
    resumable: true,
    async verify(signal) {
      const account = await call<{ email?: string; companyName?: string }>("/account", signal);
      return { accountName: account.companyName || account.email || null };
    },
    async publish(item, context) {
      const { signal } = context;
      const name = `${item.title} ${deliveryTag(context.deliveryId)}`;
      // After an earlier attempt, the newest campaigns may hold ours even though Brevo answered 5xx.
      const found =
        !context.remoteId && (context.retried || context.resumed)
          ? (
              await call<{ campaigns?: { id: number; name?: string }[] }>(
                "/emailCampaigns?type=classic&limit=100&offset=0&sort=desc",
                signal,
              )
            ).campaigns?.find((campaign) => campaign.name === name)
          : undefined;
      if (found) await context.remember(String(found.id));
      const remoteId = context.remoteId ?? (found ? String(found.id) : null);
      if (remoteId) {
        const campaign = await call<{ status: string }>(`/emailCampaigns/${remoteId}`, signal);
        if (ON_ITS_WAY.has(campaign.status)) return { remoteId, url: null };
        await call(`/emailCampaigns/${remoteId}/sendNow`, signal, { method: "POST" });
        return { remoteId, url: null };
      }
      const scheduled = item.publishAt.getTime() - Date.now() > SCHEDULE_MARGIN_MS;
      const created = await call<{ id: number }>("/emailCampaigns", signal, {
        method: "POST",
        json: {
          name,
          subject: item.title,
          sender: { id: Number(credentials.senderId) },
          htmlContent: emailHtml(item),
          recipients: { listIds: [Number(credentials.accountId)] },
          ...(scheduled ? { scheduledAt: item.publishAt.toISOString() } : {}),
        },
      });
      await context.remember(String(created.id));
      if (!scheduled) await call(`/emailCampaigns/${created.id}/sendNow`, signal, { method: "POST" });
      return { remoteId: String(created.id), url: null };
    },
    async withdraw(sent, signal) {
      const path = `/emailCampaigns/${encodeURIComponent(sent.remoteId ?? "")}`;
      const campaign = await call<{ status: string }>(path, signal);
      if (DELIVERED.has(campaign.status)) return { withdrawn: false, reason: "already_sent" };
      await call(path, signal, { method: "DELETE" });
      return { withdrawn: true };
    },
  };
}
