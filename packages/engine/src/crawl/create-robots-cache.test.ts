import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { createFetcher } from "../net/create-fetcher";
import type { Fetcher } from "../net/types";
import { createRobotsCache, MAX_CRAWL_DELAY_MS } from "./create-robots-cache";
import { defaultCrawlOptions } from "./default-crawl-options";

let server: TestServer;
let fetcher: Fetcher;
let robotsBody = "";
let robotsRequests = 0;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    robotsRequests++;
    if (request.headers["user-agent"] !== defaultCrawlOptions.userAgent)
      return void response.writeHead(403).end();
    response.writeHead(200, { "content-type": "text/plain" }).end(robotsBody);
  });
  fetcher = createFetcher({ ...defaultCrawlOptions, allowPrivateNetworks: true });
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

describe("createRobotsCache", () => {
  it("fetches once per origin with our user agent and uses crawl-delay as a floor", async () => {
    robotsBody = "User-agent: SitelensBot\nCrawl-delay: 2\nDisallow: /x\n";
    robotsRequests = 0;
    const cache = createRobotsCache(fetcher, 500);
    const [first] = await Promise.all([cache.get(server.origin), cache.get(server.origin)]);
    expect(robotsRequests).toBe(1);
    expect(first.policy.isAllowed(`${server.origin}/x`, "SitelensBot")).toBe(false);
    expect(cache.delayFor(new URL(server.origin).host)).toBe(2000);
    expect(createRobotsCache(fetcher, 5000).delayFor("other.test")).toBe(5000);
  });

  it("caps an absurd crawl-delay", async () => {
    robotsBody = "User-agent: *\nCrawl-delay: 3600\n";
    const cache = createRobotsCache(fetcher, 0);
    await cache.get(server.origin);
    expect(cache.delayFor(new URL(server.origin).host)).toBe(MAX_CRAWL_DELAY_MS);
  });
});
