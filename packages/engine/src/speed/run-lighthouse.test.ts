import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { DEFAULT_CHROME_PATH } from "./gather-speed";
import { runLighthouse } from "./run-lighthouse";

const hasChromium = existsSync(DEFAULT_CHROME_PATH);
if (!hasChromium) console.warn(`Skipping the Lighthouse run: no Chromium at ${DEFAULT_CHROME_PATH}`);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Speed</title></head><body><h1>Fast page</h1><p>Hello.</p></body></html>',
    );
  });
});
afterAll(() => server.close());

describe.skipIf(!hasChromium)("runLighthouse", () => {
  it("measures a local page on mobile, reaching it through the resolve map", {
    timeout: 120_000,
  }, async () => {
    const url = `http://speed.test:${server.port}/`;
    const [run] = await runLighthouse({
      jobs: [{ url, formFactor: "mobile" }],
      chromePath: DEFAULT_CHROME_PATH,
      resolve: { [`speed.test:${server.port}`]: "127.0.0.1" },
    });
    expect(run?.error).toBeNull();
    expect(run?.source).toBe("lighthouse");
    expect(run?.score).toBeGreaterThan(0);
    expect(run?.metrics.fcpMs).toBeGreaterThan(0);
    expect(run?.metrics.cls).not.toBeNull();
  });
});
