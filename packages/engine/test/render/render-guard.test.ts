import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRenderer } from "../../src/browser/create-renderer";
import { blockedAddressReason } from "../../src/net/blocked-address-reason";
import { DEFAULT_CHROME_PATH } from "../../src/speed/gather-speed";
import { startTestServer, type TestServer } from "../support/start-test-server";

const hasChromium = existsSync(DEFAULT_CHROME_PATH);
let site: TestServer;
/** Stands for 169.254.169.254 or an intranet host, reached from the rendered page's scripts and markup. */
let internal: TestServer;
const internalRequests: string[] = [];

const page = (
  internalPort: number,
) => `<!doctype html><html><head><title></title></head><body><div id="app"></div>
<img src="http://127.0.0.1:${internalPort}/pixel.png" alt="">
<iframe src="http://internal.test:${internalPort}/frame"></iframe>
<script>
fetch("http://localhost:${internalPort}/api").catch(() => {});
fetch("/hop").catch(() => {});
document.title = "Rendered behind the guard";
document.getElementById("app").textContent = "Built by script";
</script></body></html>`;

beforeAll(async () => {
  internal = await startTestServer((request, response) => {
    internalRequests.push(request.url ?? "");
    response.writeHead(200, { "content-type": "text/plain" }).end("secret");
  });
  site = await startTestServer((request, response) => {
    if (request.url === "/hop")
      return void response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/redirected` }).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(internal.port));
  });
});
afterAll(async () => {
  await site.close();
  await internal.close();
});

describe.skipIf(!hasChromium)("rendering through the SSRF guard", () => {
  it("renders the page while no request of it reaches a private address: image, iframe, fetch, redirect", {
    timeout: 120_000,
  }, async () => {
    const renderer = createRenderer({
      chromePath: DEFAULT_CHROME_PATH,
      userAgent: "SitelensBot/test",
      budget: { pages: 2, totalMs: 60_000, pageMs: 20_000 },
      resolve: {
        [`site.test:${site.port}`]: "127.0.0.1",
        [`internal.test:${internal.port}`]: "127.0.0.1",
      },
      allowPrivateNetworks: false,
      // No public address exists on a test machine: the site's host:port stands for a public site, and every
      // other target meets the real SSRF policy.
      blockedReason: (address, target) =>
        target.host === "site.test" && target.port === site.port ? null : blockedAddressReason(address),
    });
    try {
      const dom = await renderer.render(`http://site.test:${site.port}/`);
      expect(dom?.html).toContain("<title>Rendered behind the guard</title>");
      expect(dom?.html).toContain("Built by script");
      expect(internalRequests).toEqual([]);
      // A page on a private address is refused outright and reported, not rendered.
      expect(await renderer.render(`http://127.0.0.1:${internal.port}/`)).toBeNull();
      expect(renderer.attempts[1]?.error).toBe("The page answered HTTP 403 in Chromium");
      expect(internalRequests).toEqual([]);
    } finally {
      await renderer.close();
    }
  });

  it("says why nothing was rendered when Chromium is missing", async () => {
    const renderer = createRenderer({
      chromePath: "/nonexistent/chromium",
      userAgent: "SitelensBot/test",
      budget: { pages: 2, totalMs: 60_000, pageMs: 20_000 },
      resolve: {},
      allowPrivateNetworks: false,
    });
    expect(await renderer.render(`${site.origin}/`)).toBeNull();
    expect(renderer.unavailable()).toMatch(/Chromium was not found/);
    await renderer.close();
  });
});
