import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { blockedAddressReason } from "../net/blocked-address-reason";
import { DEFAULT_CHROME_PATH } from "./gather-speed";
import { runLighthouse } from "./run-lighthouse";

const hasChromium = existsSync(DEFAULT_CHROME_PATH);
if (!hasChromium) console.warn(`Skipping the Lighthouse run: no Chromium at ${DEFAULT_CHROME_PATH}`);

let server: TestServer;
/** Stands for 169.254.169.254 or an intranet host: the page points at it in every way a browser offers. */
let internal: TestServer;
const internalRequests: string[] = [];

const page = (internalPort: number) => `<!doctype html><html lang="en"><head>
<meta name="viewport" content="width=device-width"><title>Speed</title></head><body><h1>Fast page</h1><p>Hello.</p>
<img src="http://127.0.0.1:${internalPort}/image.png" width="10" height="10" alt="">
<img src="/hop" width="10" height="10" alt="">
<iframe src="http://internal.test:${internalPort}/frame" title="frame"></iframe>
<script>fetch("http://localhost:${internalPort}/api").catch(() => {});</script>
</body></html>`;

beforeAll(async () => {
  internal = await startTestServer((request, response) => {
    internalRequests.push(request.url ?? "");
    response.writeHead(200, { "content-type": "text/plain" }).end("secret");
  });
  server = await startTestServer((request, response) => {
    if (request.url === "/hop") {
      response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/redirected` }).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(internal.port));
  });
});
afterAll(async () => {
  await server.close();
  await internal.close();
});

describe.skipIf(!hasChromium)("runLighthouse", () => {
  it("measures a local page on mobile, reaching it through the resolve map", {
    timeout: 120_000,
  }, async () => {
    const url = `http://speed.test:${server.port}/`;
    const [run] = await runLighthouse({
      jobs: [{ url, formFactor: "mobile" }],
      chromePath: DEFAULT_CHROME_PATH,
      resolve: { [`speed.test:${server.port}`]: "127.0.0.1" },
      allowPrivateNetworks: true,
    });
    expect(run?.error).toBeNull();
    expect(run?.source).toBe("lighthouse");
    expect(run?.score).toBeGreaterThan(0);
    expect(run?.metrics.fcpMs).toBeGreaterThan(0);
    expect(run?.metrics.cls).not.toBeNull();
  });

  it("lets no request of the page reach a private address: image, redirect hop, iframe, fetch", {
    timeout: 120_000,
  }, async () => {
    internalRequests.length = 0;
    const url = `http://speed.test:${server.port}/`;
    const [run] = await runLighthouse({
      jobs: [{ url, formFactor: "mobile" }],
      chromePath: DEFAULT_CHROME_PATH,
      resolve: {
        [`speed.test:${server.port}`]: "127.0.0.1",
        [`internal.test:${internal.port}`]: "127.0.0.1",
      },
      allowPrivateNetworks: false,
      // No public address exists on a test machine: the page's own host:port stands for a public site, and
      // every other target meets the real SSRF policy.
      blockedReason: (address, target) =>
        target.host === "speed.test" && target.port === server.port ? null : blockedAddressReason(address),
    });
    expect(internalRequests).toEqual([]);
    expect(run?.error).toBeNull();
    expect(run?.score).toBeGreaterThan(0);
  });
});
