import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "../../src/net/create-fetcher";
import type { Fetcher } from "../../src/net/types";
import { hostileRoutes } from "../support/hostile-routes";
import { startTestServer, type TestServer } from "../support/start-test-server";

const MAX_BODY = 5 * 1024 * 1024;
let server: TestServer;
let fetcher: Fetcher;

beforeAll(async () => {
  server = await startTestServer(hostileRoutes);
  fetcher = createFetcher({
    userAgent: "test",
    timeoutMs: 1500,
    maxBodyBytes: MAX_BODY,
    maxRedirects: 10,
    resolve: {},
    allowPrivateNetworks: true,
  });
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

describe("hostile responses end within limits", () => {
  it("cuts a 50 MB body at the cap and marks it", async () => {
    const result = await fetcher.fetch(`${server.origin}/huge`);
    expect(result.error?.code).toBe("too_large");
    expect(result.bodyTruncated).toBe(true);
    expect(result.bytes.decoded).toBe(MAX_BODY);
    expect(result.bytes.transfer).toBeLessThan(MAX_BODY + 1024 * 1024);
    expect(result.status).toBe(200);
  });

  it("stops inflating a gzip bomb at the cap", async () => {
    const result = await fetcher.fetch(`${server.origin}/gzip-bomb`);
    expect(result.error?.code).toBe("too_large");
    expect(result.compression).toBe("gzip");
    expect(result.bytes.decoded).toBe(MAX_BODY);
    expect(result.bytes.transfer).toBeLessThan(200 * 1024);
  });

  it("detects a redirect loop and records the chain", async () => {
    const result = await fetcher.fetch(`${server.origin}/loop-a`);
    expect(result.error?.code).toBe("redirect_loop");
    expect(result.redirects.map((hop) => hop.status)).toEqual([301, 301]);
  });

  it("gives up on a server dripping one byte a second", async () => {
    const result = await fetcher.fetch(`${server.origin}/drip`);
    expect(result.error?.code).toBe("timeout");
    expect(result.error?.message).toContain("1500 ms");
  });

  it("gives up on a server that never sends headers", async () => {
    const result = await fetcher.fetch(`${server.origin}/silent`);
    expect(result.error?.code).toBe("timeout");
    expect(result.status).toBe(0);
  });

  it("does not decode binary served as text/html", async () => {
    const result = await fetcher.fetch(`${server.origin}/binary`);
    expect(result.error?.code).toBe("binary_content");
    expect(result.body).toBe("");
    expect(result.contentType).toBe("text/html");
  });

  it("returns malformed HTML as text", async () => {
    const result = await fetcher.fetch(`${server.origin}/malformed`);
    expect(result.error).toBeNull();
    expect(result.body).toContain("<title>Broken");
  });
});
