import type {
  ConnectionCredentials,
  DistributionItem,
  PublishContext,
} from "../../src/providers/distribution/types";
import { guardedVendorHttp } from "../../src/providers/distribution/vendor-http";

/** The SSRF-guarded client as production builds it, allowed onto 127.0.0.1 for the local vendor. */
export const testHttp = (timeoutMs = 2_000) =>
  guardedVendorHttp({
    CRAWLER_RESOLVE: undefined,
    CRAWLER_ALLOW_PRIVATE: true,
    DISTRIBUTION_TIMEOUT_MS: timeoutMs,
  });

export function testItem(overrides: Partial<DistributionItem> = {}): DistributionItem {
  return {
    title: "Şubat kampanyası",
    html: "<p>Merhaba dünya</p>",
    excerpt: "Kısa özet",
    slug: "subat-kampanyasi",
    socialText: "Yeni yazımız yayında!",
    emailText: "Merhaba,\n\nYeni yazımız yayında.",
    publishedUrl: null,
    publishAt: new Date(Date.now() - 1000),
    tags: [],
    media: [],
    ...overrides,
  };
}

export function testContext(
  overrides: Partial<PublishContext> = {},
): PublishContext & { remembered: string[] } {
  const remembered: string[] = [];
  return {
    deliveryId: "delivery-1",
    remoteId: null,
    resumed: false,
    retried: false,
    signal: new AbortController().signal,
    remember: async (id) => {
      remembered.push(id);
    },
    remembered,
    ...overrides,
  };
}

/** A connection with only the given fields filled. */
export const credentials = (overrides: Partial<ConnectionCredentials> = {}): ConnectionCredentials => ({
  url: null,
  accountId: null,
  workspaceId: null,
  senderId: null,
  apiKey: null,
  apiSecret: null,
  ...overrides,
});
