import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedVendorHttp } from "../../src/providers/distribution/vendor-http";
import { createWebhookAdapter } from "../../src/providers/distribution/webhook";
import { fetchWithTimeout } from "../../src/providers/provider-error";
import { RESPONSE_CAP_BYTES } from "../../src/providers/read-capped-response";

const NO_CREDENTIALS = { accountId: null, workspaceId: null, senderId: null, apiKey: null };
const HUGE_BYTES = 400 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "x");
/** Bytes each answer got out before the reader hung up, by path. */
const sent = new Map<string, number>();
let server: http.Server;
let base: string;

// A receiver answering 400 MB: chunked (no length) on /stream, announced by Content-Length on /declared.
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    request.resume();
    request.on("end", () => {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (path === "/declared") headers["content-length"] = String(HUGE_BYTES);
      response.writeHead(200, headers);
      let written = 0;
      const push = () => {
        while (written < HUGE_BYTES && !response.destroyed) {
          written += CHUNK.length;
          sent.set(path, written);
          if (!response.write(CHUNK)) return void response.once("drain", push);
        }
        response.end();
      };
      response.on("close", () => sent.set(path, written));
      push();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("capped reading of outgoing answers", () => {
  it("abandons a user-typed webhook that answers 400 MB, with a clear provider error and bounded memory", async () => {
    const env = { CRAWLER_RESOLVE: undefined, CRAWLER_ALLOW_PRIVATE: true, DISTRIBUTION_TIMEOUT_MS: 60_000 };
    const adapter = createWebhookAdapter(
      { ...NO_CREDENTIALS, url: `${base}/stream`, apiSecret: "s" },
      guardedVendorHttp(env),
    );
    const before = process.memoryUsage().rss;
    const failure = await adapter.verify(AbortSignal.timeout(60_000)).catch((error: unknown) => error);
    const grown = process.memoryUsage().rss - before;
    expect(failure).toMatchObject({
      name: "ProviderError",
      provider: "webhook",
      kind: "bad_response",
      detail: `answer larger than ${RESPONSE_CAP_BYTES} bytes`,
    });
    // Reading stopped near the cap: the receiver got nowhere near its 400 MB out.
    expect(sent.get("/stream")).toBeLessThan(64 * 1024 * 1024);
    expect(grown).toBeLessThan(128 * 1024 * 1024);
  });

  it("refuses an answer whose Content-Length is over the cap before reading it", async () => {
    const failure = await fetchWithTimeout("vendor", `${base}/declared`, { timeoutMs: 60_000 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      kind: "bad_response",
      detail: `answer larger than ${RESPONSE_CAP_BYTES} bytes`,
    });
    expect(sent.get("/declared")).toBeLessThan(64 * 1024 * 1024);
  });

  it("takes a vendor's larger documented answer when the caller raises the cap", async () => {
    const failure = await fetchWithTimeout("vendor", `${base}/declared`, {
      timeoutMs: 60_000,
      maxResponseBytes: 2 * RESPONSE_CAP_BYTES,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ detail: `answer larger than ${2 * RESPONSE_CAP_BYTES} bytes` });
  });
});
