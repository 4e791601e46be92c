import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "../../src/net/create-fetcher";
import { createGuardedAgent } from "../../src/net/create-guarded-agent";
import { fetchWithRedirects } from "../../src/net/fetch-with-redirects";
import type { NetworkOptions } from "../../src/net/types";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;
let redirectTarget = "";

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url === "/hop") {
      response.writeHead(302, { location: redirectTarget }).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html" }).end("<title>inside</title>");
  });
});
afterAll(() => server.close());

function options(overrides: Partial<NetworkOptions> = {}): NetworkOptions {
  return {
    userAgent: "test",
    timeoutMs: 2000,
    maxBodyBytes: 1 << 20,
    maxRedirects: 5,
    resolve: {},
    allowPrivateNetworks: false,
    ...overrides,
  };
}

describe("SSRF guard", () => {
  const port = () => server.port;
  const notations = [
    () => `http://127.0.0.1:${port()}/`,
    () => `http://2130706433:${port()}/`,
    () => `http://0177.0.0.1:${port()}/`,
    () => `http://0x7f.0.0.1:${port()}/`,
    () => `http://0x7f000001:${port()}/`,
    () => `http://127.1:${port()}/`,
    () => `http://017700000001:${port()}/`,
    () => `http://[::1]:${port()}/`,
    () => `http://[::ffff:127.0.0.1]:${port()}/`,
    () => `http://[::ffff:7f00:1]:${port()}/`,
    () => `http://[0:0:0:0:0:ffff:7f00:1]:${port()}/`,
    () => `http://localhost:${port()}/`,
    () => `http://127.0.0.1.:${port()}/`,
    () => `http://127.000.000.001:${port()}/`,
    () => `http://０x７f.1:${port()}/`,
    () => `http://１２７.０.０.１:${port()}/`,
    () => `http://0:${port()}/`,
    () => `http://[::]:${port()}/`,
    () => `http://[::ffff:0:127.0.0.1]:${port()}/`,
    () => `http://169.254.169.254/latest/meta-data/`,
    () => `http://10.0.0.1/`,
    () => `http://[fd00::1]/`,
    () => `http://[64:ff9b::a00:1]/`,
  ];

  it.each(notations.map((url, index) => [index, url] as const))(
    "refuses notation #%i",
    async (_index, url) => {
      const fetcher = createFetcher(options());
      const result = await fetcher.fetch(url());
      await fetcher.close();
      expect(result.error?.code, `${url()}: ${result.error?.message}`).toBe("blocked_address");
      expect(result.error?.message).toMatch(/Refused to connect/);
      expect(result.status).toBe(0);
    },
  );

  it("refuses a name the resolve map points at 127.0.0.1", async () => {
    const fetcher = createFetcher(options({ resolve: { [`site.test:${port()}`]: "127.0.0.1" } }));
    const result = await fetcher.fetch(`http://site.test:${port()}/`);
    await fetcher.close();
    expect(result.error?.code).toBe("blocked_address");
  });

  it("reaches the same name with allowPrivateNetworks", async () => {
    const fetcher = createFetcher(
      options({ resolve: { [`site.test:${port()}`]: "127.0.0.1" }, allowPrivateNetworks: true }),
    );
    const result = await fetcher.fetch(`http://site.test:${port()}/`);
    await fetcher.close();
    expect(result.error).toBeNull();
    expect(result.body).toContain("inside");
  });

  it.each(notations.slice(0, 11).map((url, index) => [index, url] as const))(
    "allows notation #%i with allowPrivateNetworks",
    async (_index, url) => {
      const fetcher = createFetcher(options({ allowPrivateNetworks: true }));
      const result = await fetcher.fetch(url());
      await fetcher.close();
      // [::1] gets past the guard and is refused by the OS: the test server listens on 127.0.0.1 only.
      expect(result.error?.code ?? "none", `${url()}: ${result.error?.message}`).not.toBe("blocked_address");
    },
  );

  it("checks every redirect hop, not only the first", async () => {
    // No public address exists on a test machine, so the policy is narrowed to refuse only 127.0.0.2:
    // the first hop (127.0.0.1) is allowed and the redirect to 127.0.0.2 must be refused before connecting.
    redirectTarget = `http://127.0.0.2:${port()}/secret`;
    const guarded = createGuardedAgent({
      resolve: {},
      allowPrivateNetworks: false,
      connectTimeoutMs: 2000,
      blockedReason: (address) => (address === "127.0.0.2" ? "internal address 127.0.0.2" : null),
    });
    const result = await fetchWithRedirects(guarded, `${server.origin}/hop`, {
      userAgent: "test",
      method: "GET",
      accept: "*/*",
      maxBodyBytes: 1 << 20,
      timeoutMs: 2000,
      maxRedirects: 5,
      followRedirects: true,
      unwrapGzip: false,
    });
    await guarded.agent.close();
    expect(result.redirects).toEqual([
      { url: `${server.origin}/hop`, status: 302, location: redirectTarget },
    ]);
    expect(result.error?.code).toBe("blocked_address");
    expect(result.error?.message).toContain("127.0.0.2");
  });
});

describe("resolve map", () => {
  it("rejects an entry that is not an IP address", async () => {
    const fetcher = createFetcher(
      options({ resolve: { "site.test:80": "other.test" }, allowPrivateNetworks: true }),
    );
    const result = await fetcher.fetch("http://site.test/");
    await fetcher.close();
    expect(result.error).toEqual({
      code: "dns",
      message: "The resolve entry for site.test:80 is not an IP address: other.test",
    });
  });
});
