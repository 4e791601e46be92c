import { ProviderError } from "../provider-error";
import { emailHtml } from "./email-html";
import { type ConnectionCredentials, type DistributionAdapter, deliveryTag } from "./types";
import { basicAuth, callVendor, trimBase, type VendorHttp } from "./vendor-http";

const PROVIDER = "mailchimp";
const QUARTER_HOUR_MS = 15 * 60_000;
/** Campaign statuses after which the e-mail has gone (or will go by itself): never send again. */
const ON_ITS_WAY = new Set(["schedule", "sending", "sent"]);
/** Campaign statuses whose e-mails have left: Mailchimp cannot take them back. */
const DELIVERED = new Set(["sending", "sent"]);

interface Campaign {
  id: string;
  status: string;
  archive_url?: string;
  settings?: { title?: string };
}

/** Mailchimp's problem document: `{type, title, status, detail, errors:[{field, message}]}`. */
const messageOf = (body: unknown) => {
  const problem = body as {
    title?: string;
    detail?: string;
    errors?: { field?: string; message?: string }[];
  } | null;
  const fields = (problem?.errors ?? []).map((error) => `${error.field}: ${error.message}`).join("; ");
  return [problem?.detail ?? problem?.title, fields].filter(Boolean).join(" ") || undefined;
};

/** Mailchimp Marketing API 3.0: a regular campaign to one audience, its content, then send or schedule. */
export function createMailchimpAdapter(
  credentials: ConnectionCredentials,
  http: VendorHttp,
  baseTemplate: string,
): DistributionAdapter {
  const key = credentials.apiKey ?? "";
  // The data centre is the key's suffix ("…-us21"); the key is invalid without it.
  const dc = key.match(/-([a-z]+\d+)$/)?.[1];
  const base = trimBase(baseTemplate.replace("{dc}", dc ?? "invalid"));
  const listId = credentials.accountId ?? "";
  const call = <T>(path: string, signal: AbortSignal, init: { method?: string; json?: unknown } = {}) => {
    if (!dc)
      throw new ProviderError(PROVIDER, "unauthorized", "the API key has no data centre suffix (…-us21)");
    return callVendor<T>(PROVIDER, http, `${base}${path}`, {
      method: init.method,
      headers: { authorization: basicAuth("sitelens", key), "content-type": "application/json" },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal,
      messageOf,
    });
  };
  const audience = (signal: AbortSignal) =>
    call<{ name: string; campaign_defaults?: { from_name?: string; from_email?: string } }>(
      `/lists/${encodeURIComponent(listId)}`,
      signal,
    );
  return {
    kind: "mailchimp",
    // The campaign id is stored before anything is sent; a resumed attempt reads its status first.
    resumable: true,
    async verify(signal) {
      return { accountName: (await audience(signal)).name };
    },
    async publish(item, context) {
      const { signal } = context;
      let campaign: Campaign;
      const title = `${item.title} ${deliveryTag(context.deliveryId)}`;
      // After an earlier attempt, the audience's newest campaigns may hold ours despite a 5xx.
      const found =
        !context.remoteId && (context.retried || context.resumed)
          ? (
              await call<{ campaigns?: Campaign[] }>(
                `/campaigns?list_id=${encodeURIComponent(listId)}&count=100&sort_field=create_time&sort_dir=DESC`,
                signal,
              )
            ).campaigns?.find((candidate) => candidate.settings?.title === title)
          : undefined;
      if (found) await context.remember(found.id);
      const remoteId = context.remoteId ?? found?.id;
      if (remoteId) {
        campaign = await call<Campaign>(`/campaigns/${remoteId}`, signal);
        if (ON_ITS_WAY.has(campaign.status))
          return { remoteId: campaign.id, url: campaign.archive_url ?? null };
      } else {
        const defaults = (await audience(signal)).campaign_defaults;
        campaign = await call<Campaign>("/campaigns", signal, {
          method: "POST",
          json: {
            type: "regular",
            recipients: { list_id: listId },
            settings: {
              subject_line: item.title,
              title,
              from_name: defaults?.from_name ?? "",
              reply_to: credentials.senderId || defaults?.from_email || "",
            },
          },
        });
        await context.remember(campaign.id);
      }
      await call(`/campaigns/${campaign.id}/content`, signal, {
        method: "PUT",
        json: { html: emailHtml(item) },
      });
      // Mailchimp schedules only on a quarter hour; any other time is sent when the job runs.
      const at = item.publishAt.getTime();
      const schedule = at > Date.now() + QUARTER_HOUR_MS && at % QUARTER_HOUR_MS === 0;
      await call(`/campaigns/${campaign.id}/actions/${schedule ? "schedule" : "send"}`, signal, {
        method: "POST",
        json: schedule ? { schedule_time: item.publishAt.toISOString() } : {},
      });
      return { remoteId: campaign.id, url: campaign.archive_url ?? null };
    },
    async withdraw(sent, signal) {
      const path = `/campaigns/${encodeURIComponent(sent.remoteId ?? "")}`;
      const campaign = await call<Campaign>(path, signal);
      if (DELIVERED.has(campaign.status)) return { withdrawn: false, reason: "already_sent" };
      // Mailchimp refuses to delete a scheduled campaign: it is unscheduled (back to a draft) first.
      if (campaign.status === "schedule")
        await call(`${path}/actions/unschedule`, signal, { method: "POST" });
      await call(path, signal, { method: "DELETE" });
      return { withdrawn: true };
    },
  };
}
