import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  Competitor,
  CompetitorList,
  KnownBacklinksResponse,
  Site,
  VisibilityRun,
} from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { E2eServer } from "../../../../e2e/support/server";
import { readJson, waitForSite } from "../sites/support";
import { startCrashableServer } from "../support/crash-restart";
import type { TestClient } from "../support/test-client";
import { startVendorServer, type VendorServer } from "../support/vendor-server";

const SITE = "kendi-site.com.tr";
const RIVAL = "rakip-site.com.tr";

/**
 * Both sites' pages: answered at once, or (while `hang` is set) held open without an answer so every
 * job that crawls them is mid-way when the worker dies.
 */
function startSites() {
  const state = { hang: false };
  const held = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    if (request.url !== "/" && !/^\/p\d$/.test(request.url ?? "")) return void response.writeHead(404).end();
    if (state.hang) return void held.add(response);
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="tr"><head><title>Kahve ${request.url}</title></head><body><h1>Kahve</h1><a href="/p1">Bir</a> <a href="/p2">İki</a></body></html>`,
    );
  });
  return {
    state,
    server,
    release() {
      state.hang = false;
      for (const response of held) response.destroy();
      held.clear();
    },
  };
}

let sites: ReturnType<typeof startSites>;
let ai: VendorServer;
let first: E2eServer | null = null;
let second: E2eServer | null = null;

beforeAll(async () => {
  sites = startSites();
  await new Promise<void>((resolve) => sites.server.listen(0, "127.0.0.1", resolve));
  ai = await startVendorServer();
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
  sites?.release();
  sites?.server.closeAllConnections();
  await new Promise((resolve) => sites?.server.close(resolve));
  await ai?.close();
}, 60_000);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still unfinished: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const runsOf = async (client: TestClient, siteId: string) =>
  (await readJson<{ runs: VisibilityRun[] }>(await client.get(`/api/sites/${siteId}/visibility/runs`))).runs;
const competitorsOf = async (client: TestClient, siteId: string) =>
  (await readJson<CompetitorList>(await client.get(`/api/sites/${siteId}/competitors`))).competitors;

describe("a worker killed in the middle of every kind of job", () => {
  it("leaves no row unfinished once a new worker has swept, and the user can start each again", async () => {
    const port = (sites.server.address() as AddressInfo).port;
    // The AI engine never answers: the measurement is mid-way when the worker dies.
    ai.handle(() => "hang");
    const started = await startCrashableServer({
      host: SITE,
      port,
      email: "every-job@example.com",
      env: {
        CRAWLER_RESOLVE: `${SITE}:${port}:127.0.0.1,${RIVAL}:${port}:127.0.0.1`,
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: `${ai.url}/v1`,
        VISIBILITY_SAMPLES: "1",
      },
    });
    first = started.first;
    const client = started.client;
    const added = await readJson<Site>(await client.post("/api/sites", { url: `http://${SITE}:${port}` }));
    await waitForSite(client, added.id, 120_000);

    sites.state.hang = true;
    await client.get(`/api/sites/${added.id}/visibility/setup`);
    expect((await client.post(`/api/sites/${added.id}/visibility/runs`)).status).toBe(202);
    const rivalResponse = await client.post(`/api/sites/${added.id}/competitors`, {
      name: "Rakip",
      url: `http://${RIVAL}:${port}`,
    });
    expect(rivalResponse.status).toBe(201);
    const rival = await readJson<Competitor>(rivalResponse);
    expect((await client.post(`/api/sites/${added.id}/analyze`, { force: true })).status).toBe(200);
    // The import queues a check of the new link, whose source page is held.
    const imported = await client.post(`/api/sites/${added.id}/backlinks/import`, {
      text: `http://${RIVAL}:${port}/p1`,
    });
    expect(imported.status).toBe(200);
    // Every job has claimed its work: a run is running, the crawls wait on held pages.
    await until(
      () => runsOf(client, added.id),
      (runs) => runs.some((run) => run.status === "running"),
      60_000,
    );
    expect(ai.requests.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await first.kill();

    // The vendors answer again (the AI engine with an error), so retried attempts can finish.
    sites.release();
    ai.handle(() => ({ status: 500, json: { error: { message: "down" } } }));
    const { second: restarted, resumed } = await started.restart();
    second = restarted;

    const site = await waitForSite(resumed, added.id, 240_000);
    expect(site.status).not.toBe("analyzing");
    const runs = await until(
      () => runsOf(resumed, added.id),
      (list) => list.every((run) => run.status !== "running"),
      240_000,
    );
    // The measurement has no retry: only the sweep could end its run.
    expect(runs.map((run) => run.status)).toContain("failed");
    const rivals = await until(
      () => competitorsOf(resumed, added.id),
      (list) => list.every((entry) => entry.status !== "analyzing"),
      240_000,
    );
    expect(rivals.find((entry) => entry.id === rival.id)?.status).not.toBe("analyzing");

    const links = await until(
      async () =>
        (await readJson<KnownBacklinksResponse>(await resumed.get(`/api/sites/${added.id}/backlinks`))).links,
      (list) => list.every((link) => link.status !== "pending"),
      240_000,
    );
    expect(links).toHaveLength(1);

    // The user starts each again.
    expect((await resumed.post(`/api/sites/${added.id}/visibility/runs`)).status).toBe(202);
    expect((await resumed.post(`/api/competitors/${rival.id}/analyze`)).status).toBeLessThan(300);
    expect((await resumed.post(`/api/sites/${added.id}/analyze`, { force: true })).status).toBe(200);
    expect((await resumed.post(`/api/sites/${added.id}/backlinks/verify`)).status).toBe(200);
  }, 900_000);
});
