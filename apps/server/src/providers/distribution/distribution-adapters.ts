import type { ConnectableKind } from "@sitelens/shared";
import type { Env } from "../../env";
import { createBrevoAdapter } from "./brevo";
import { createBufferAdapter } from "./buffer";
import { createMailchimpAdapter } from "./mailchimp";
import { createMastodonAdapter } from "./mastodon";
import type { ConnectionCredentials, DistributionAdapter } from "./types";
import { guardedVendorHttp } from "./vendor-http";
import { createWebhookAdapter } from "./webhook";
import { createWordPressAdapter } from "./wordpress";

type DistributionEnv = Pick<
  Env,
  | "MAILCHIMP_BASE_URL"
  | "BREVO_BASE_URL"
  | "BUFFER_BASE_URL"
  | "DISTRIBUTION_TIMEOUT_MS"
  | "CRAWLER_RESOLVE"
  | "CRAWLER_ALLOW_PRIVATE"
>;

/**
 * The adapter for one stored connection. Addresses the user typed (WordPress site, Mastodon
 * instance, webhook endpoint) are reached only through the SSRF guard; fixed vendor hosts come
 * from `<VENDOR>_BASE_URL`.
 */
export function createDistributionAdapter(
  kind: ConnectableKind,
  credentials: ConnectionCredentials,
  env: DistributionEnv,
): DistributionAdapter {
  const vendor = { timeoutMs: env.DISTRIBUTION_TIMEOUT_MS };
  switch (kind) {
    case "wordpress":
      return createWordPressAdapter(credentials, guardedVendorHttp(env));
    case "mastodon":
      return createMastodonAdapter(credentials, guardedVendorHttp(env));
    case "webhook":
      return createWebhookAdapter(credentials, guardedVendorHttp(env));
    case "mailchimp":
      return createMailchimpAdapter(credentials, vendor, env.MAILCHIMP_BASE_URL);
    case "brevo":
      return createBrevoAdapter(credentials, vendor, env.BREVO_BASE_URL);
    case "buffer":
      return createBufferAdapter(credentials, vendor, env.BUFFER_BASE_URL);
  }
}
