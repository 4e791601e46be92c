import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Site } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { E2eServer } from "../../../../e2e/support/server";
import { startCrashableServer } from "../support/crash-restart";
import { readJson, waitForSite } from "./support";

const HOST = "yavas-site.com.tr";
const PAGES = 16;
const PAGE_DELAY_MS = 1200;

/** A site whose pages answer slowly, so the analysis is still crawling when the worker is killed. */
function startSlowSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    if (path !== "/" && !/^\/p\d+$/.test(path)) return void response.writeHead(404).end();
    const links = Array.from(
      { length: PAGES },
      (_, index) => `<a href="/p${index + 1}">Sayfa ${index + 1}</a>`,
    ).join(" ");
    setTimeout(() => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="tr"><head><title>Yavaş ${path}</title></head><body><h1>Yavaş</h1>${links}</body></html>`,
      );
    }, PAGE_DELAY_MS);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let site: Server;
let first: E2eServer | null = null;
let second: E2eServer | null = null;

beforeAll(async () => {
  site = await startSlowSite();
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
}, 60_000);

describe("a worker killed mid-analysis", () => {
  it("leaves the site completed after the retry, never analyzing", async () => {
    const port = (site.address() as AddressInfo).port;
    const started = await startCrashableServer({ host: HOST, port, email: "kill-test@example.com" });
    first = started.first;
    const client = started.client;
    const added = await readJson<Site>(await client.post("/api/sites", { url: `http://${HOST}:${port}` }));
    for (;;) {
      const current = await readJson<Site>(await client.get(`/api/sites/${added.id}`));
      if ((current.progress?.pagesCrawled ?? 0) >= 2) break;
      expect(current.status).toBe("analyzing");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await first.kill();

    const restarted = await started.restart();
    second = restarted.second;
    const resumed = restarted.resumed;
    const final = await waitForSite(resumed, added.id, 170_000);
    expect(final.status).toBe("completed");
    expect(final.overallScore).toBeGreaterThan(0);
  }, 420_000);
});
