import type { KeywordSuggestionsRequest, KeywordSuggestionsResponse } from "@sitelens/shared";
import { afterAll, beforeAll } from "vitest";
import { insertSite } from "../rank-tracker/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import {
  startVendorServer,
  type VendorAnswer,
  type VendorRequest,
  type VendorServer,
} from "../support/vendor-server";

export interface KeywordServers {
  vendor: VendorServer;
  server: TestServer;
}

/**
 * For one test file: before all, a local server answering the suggest engines' and the keyword
 * provider's wire formats with `handle`, and the real server pointed at it by `env(vendorUrl)`;
 * after all, both stopped. Read the parts inside tests (they are set in beforeAll).
 */
export function useKeywordServers(
  handle: (request: VendorRequest) => VendorAnswer,
  env: (vendorUrl: string) => Record<string, string>,
): KeywordServers {
  const servers = {} as KeywordServers;
  beforeAll(async () => {
    servers.vendor = await startVendorServer();
    servers.vendor.handle(handle);
    servers.server = await startTestServer({ env: env(servers.vendor.url) });
  }, 120_000);
  afterAll(async () => {
    await servers.server?.stop();
    await servers.vendor?.close();
  });
  return servers;
}

/** A new user (trial: tools unlocked) with a site of their own asks for keyword suggestions. */
export async function suggestForNewUser(
  server: TestServer,
  request: Omit<Partial<KeywordSuggestionsRequest>, "siteId">,
  language?: "tr" | "en",
) {
  const user = await signUpTestUser(server, { language });
  const siteId = await insertSite(server.context.database, user.userId);
  const response = await user.client.json<KeywordSuggestionsResponse>("POST", "/api/keyword-suggestions", {
    siteId,
    ...request,
  });
  return { ...user, siteId, ...response };
}
