import type { Site } from "@sitelens/shared";
import {
  type FixtureSite,
  serveFixtureSite,
} from "../../../../packages/engine/test/fixtures/serve-fixture-site";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

export { FIXTURE_HOST } from "../../../../packages/engine/test/fixtures/serve-fixture-site";

/** curl-style "host:port:address" entries for CRAWLER_RESOLVE. */
export function crawlerResolve(fixture: FixtureSite): string {
  return Object.entries(fixture.resolve)
    .map(([hostPort, address]) => `${hostPort}:${address}`)
    .join(",");
}

/**
 * The real server with the fixture site reachable through the crawler's resolve map; no Lighthouse.
 * `offline` hosts resolve to a closed local port, so tests never crawl the real internet.
 */
export async function startSitesServer(env: Record<string, string> = {}, offline: string[] = []) {
  const fixture = await serveFixtureSite();
  const server = await startTestServer({
    env: {
      CRAWLER_RESOLVE: [crawlerResolve(fixture), ...offline.map((host) => `${host}:443:127.0.0.1`)].join(","),
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ANALYSIS_MAX_PAGES: "40",
      ...env,
    },
  });
  return {
    server,
    fixture,
    async stop() {
      await server.stop();
      await fixture.close();
    },
  };
}

export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Polls the site until it leaves `analyzing`. */
export async function waitForSite(client: TestClient, siteId: string, timeoutMs = 60_000): Promise<Site> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const site = await readJson<Site>(await client.get(`/api/sites/${siteId}`));
    if (site.status !== "analyzing") return site;
    if (Date.now() > deadline)
      throw new Error(`site ${siteId} still analyzing: ${JSON.stringify(site.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type { TestServer };
