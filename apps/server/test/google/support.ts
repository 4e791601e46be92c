import { expect } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { CLIENT_ID, CLIENT_SECRET, type GoogleTestServer, startGoogleTestServer } from "./google-test-server";

/** The real server with Google pointed at the local Google stand-in; sites' crawls fail fast offline. */
export async function startGoogleServers(env: Record<string, string> = {}) {
  const google = await startGoogleTestServer();
  const server = await startTestServer({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_OAUTH_BASE_URL: google.url,
      GOOGLE_API_BASE_URL: google.url,
      CRAWLER_RESOLVE: "acme.com:443:127.0.0.1,www.acme.com:443:127.0.0.1,other.org:443:127.0.0.1",
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ...env,
    },
  });
  return {
    server,
    google,
    async stop() {
      await server.stop();
      await google.close();
    },
  };
}

/** A new user with one site. */
export async function userWithSite(server: TestServer, url = "https://acme.com") {
  const user = await signUpTestUser(server);
  const response = await user.client.post("/api/sites", { url });
  expect(response.status).toBe(201);
  const site = (await response.json()) as { id: string };
  return { ...user, siteId: site.id };
}

/**
 * The browser's part of the OAuth dance: ask our API for the consent URL, follow it to Google
 * (which redirects back with code and state), then hit our callback with the user's cookies.
 */
export async function connectGoogle(
  client: TestClient,
  google: GoogleTestServer,
  request: { services: ("searchConsole" | "analytics")[]; siteId?: string } = {
    services: ["searchConsole", "analytics"],
  },
): Promise<{ location: string; consentUrl: URL }> {
  const started = await client.json<{ authorizationUrl: string }>("POST", "/api/google/connect", request);
  expect(started.status).toBe(200);
  const consentUrl = new URL(started.body.authorizationUrl);
  expect(consentUrl.origin).toBe(google.url);
  const consent = await fetch(consentUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location")!);
  const callback = await client.get(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(302);
  return { location: callback.headers.get("location")!, consentUrl };
}

/** Waits for the refresh job to store a report (or a problem) for the site. */
export async function waitForPanel<T extends { fetchedAt: string | null; problem: string | null }>(
  client: TestClient,
  path: string,
  done: (panel: T) => boolean = (panel) => panel.fetchedAt !== null,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await client.json<T>("GET", path);
    if (done(body)) return body;
    if (Date.now() > deadline) throw new Error(`panel never ready: ${JSON.stringify(body).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
