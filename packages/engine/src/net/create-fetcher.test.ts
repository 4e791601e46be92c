import { getEventListeners } from "node:events";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeWindows1254, SHIFT_JIS_NIHON, WINDOWS_1251_PRIVET } from "../../test/support/legacy-encodings";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { returnAbortController, takeAbortController } from "./abort-controller-pool";
import { createFetcher } from "./create-fetcher";
import type { Fetcher } from "./types";

const TURKISH = "Işık, güneş ve çiçekler: İstanbul'da öğle";
const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;

let server: TestServer;
let fetcher: Fetcher;

const fetcherWithDeadline = (timeoutMs: number) =>
  createFetcher({
    userAgent: "SitelensTest",
    timeoutMs,
    maxBodyBytes: 1 << 20,
    maxRedirects: 3,
    resolve: {},
    allowPrivateNetworks: true,
  });

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const html = (body: string | Buffer, headers: Record<string, string | string[]> = {}) =>
      response.writeHead(200, { "content-type": "text/html", ...headers }).end(body);
    switch (request.url) {
      case "/cp1254-header":
        return html(encodeWindows1254(page("", TURKISH)), {
          "content-type": "text/html; charset=windows-1254",
        });
      case "/iso-8859-9-meta":
        return html(
          encodeWindows1254(
            page('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-9">', TURKISH),
          ),
        );
      case "/shift-jis-meta":
        return html(Buffer.concat([Buffer.from('<meta charset="shift_jis"><p>'), SHIFT_JIS_NIHON.bytes]));
      case "/cp1251-header":
        return html(WINDOWS_1251_PRIVET.bytes, { "content-type": "text/html; charset=windows-1251" });
      case "/utf16-bom":
        return html(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(page("", TURKISH), "utf16le")]));
      case "/gzip":
        return html(gzipSync(page("", TURKISH.repeat(20))), {
          "content-encoding": "gzip",
          "content-type": "text/html; charset=utf-8",
        });
      case "/deflate":
        return html(deflateSync("deflated"), { "content-encoding": "deflate" });
      case "/br":
        return html(brotliCompressSync("brotli"), { "content-encoding": "br" });
      case "/bad-gzip":
        return html("this is not gzip at all", { "content-encoding": "gzip" });
      case "/bad-br":
        return html("this is not brotli at all", { "content-encoding": "br" });
      case "/zstd":
        return html("zstd bytes", { "content-encoding": "zstd" });
      case "/cookies":
        return html("ok", { "set-cookie": ["a=1", "b=2"], "x-many": ["1", "2"] });
      case "/sitemap.xml.gz":
        return response.writeHead(200, { "content-type": "application/gzip" }).end(gzipSync("<urlset/>"));
      case "/hang":
        return; // never answers: only a cancellation ends the request
      case "/image":
        return response.writeHead(200, { "content-type": "image/png" }).end(Buffer.from([0x89, 0x50]));
      default: {
        const hops = Number(request.url?.match(/^\/redirect\/(\d+)$/)?.[1] ?? -1);
        if (hops > 0) return response.writeHead(302, { location: `/redirect/${hops - 1}` }).end();
        return html("end");
      }
    }
  });
  fetcher = fetcherWithDeadline(3000);
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

describe("createFetcher: charsets", () => {
  it("decodes windows-1254 from the header", async () => {
    const result = await fetcher.fetch(`${server.origin}/cp1254-header`);
    expect(result.charset).toBe("windows-1254");
    expect(result.body).toContain(TURKISH);
  });

  it("decodes iso-8859-9 declared by <meta http-equiv>", async () => {
    const result = await fetcher.fetch(`${server.origin}/iso-8859-9-meta`);
    expect(result.body).toContain(TURKISH);
    expect(result.charset).toBe("windows-1254");
  });

  it("decodes shift_jis from <meta charset> and windows-1251 from the header", async () => {
    expect((await fetcher.fetch(`${server.origin}/shift-jis-meta`)).body).toContain(SHIFT_JIS_NIHON.text);
    const cyrillic = await fetcher.fetch(`${server.origin}/cp1251-header`);
    expect(cyrillic.body).toBe(WINDOWS_1251_PRIVET.text);
  });

  it("follows a UTF-16 byte-order mark", async () => {
    const result = await fetcher.fetch(`${server.origin}/utf16-bom`);
    expect(result.charset).toBe("utf-16le");
    expect(result.body).toContain(TURKISH);
    expect(result.error).toBeNull();
  });
});

describe("createFetcher: bodies and records", () => {
  it("decompresses gzip, deflate and br and counts both sizes", async () => {
    const gzip = await fetcher.fetch(`${server.origin}/gzip`);
    expect(gzip.body).toContain(TURKISH);
    expect(gzip.compression).toBe("gzip");
    expect(gzip.bytes.transfer).toBeLessThan(gzip.bytes.decoded);
    expect((await fetcher.fetch(`${server.origin}/deflate`)).body).toBe("deflated");
    expect((await fetcher.fetch(`${server.origin}/br`)).body).toBe("brotli");
  });

  it("reports a body that does not decompress", async () => {
    expect((await fetcher.fetch(`${server.origin}/bad-gzip`)).error?.code).toBe("decompression");
    const br = await fetcher.fetch(`${server.origin}/bad-br`);
    expect(br.error?.code).toBe("decompression");
    expect(br.status).toBe(200);
    expect((await fetcher.fetch(`${server.origin}/zstd`)).error?.message).toContain(
      "Unsupported Content-Encoding: zstd",
    );
  });

  it("records status, headers, timings and HTTP version", async () => {
    const result = await fetcher.fetch(`${server.origin}/cookies`);
    expect(result.status).toBe(200);
    expect(result.headers["set-cookie"]).toBe("a=1\nb=2");
    expect(result.headers["x-many"]).toBe("1, 2");
    expect(result.contentType).toBe("text/html");
    expect(result.httpVersion).toBe("1.1");
    expect(result.timings.totalMs).toBeGreaterThanOrEqual(result.timings.ttfbMs);
  });

  it("records the redirect chain and stops after maxRedirects", async () => {
    const ok = await fetcher.fetch(`${server.origin}/redirect/2`);
    expect(ok.finalUrl).toBe(`${server.origin}/redirect/0`);
    expect(ok.redirects).toEqual([
      { url: `${server.origin}/redirect/2`, status: 302, location: "/redirect/1" },
      { url: `${server.origin}/redirect/1`, status: 302, location: "/redirect/0" },
    ]);
    const tooMany = await fetcher.fetch(`${server.origin}/redirect/5`);
    expect(tooMany.error?.code).toBe("too_many_redirects");
    const unfollowed = await fetcher.fetch(`${server.origin}/redirect/1`, { followRedirects: false });
    expect(unfollowed.status).toBe(302);
    expect(unfollowed.headers.location).toBe("/redirect/0");
  });

  it("keeps non-text bodies out and unwraps gzip payloads on request", async () => {
    const image = await fetcher.fetch(`${server.origin}/image`);
    expect(image.body).toBe("");
    expect(image.error).toBeNull();
    const sitemap = await fetcher.fetch(`${server.origin}/sitemap.xml.gz`, { unwrapGzip: true });
    expect(sitemap.body).toBe("<urlset/>");
  });

  it("answers HEAD without a body", async () => {
    const result = await fetcher.fetch(`${server.origin}/gzip`, { method: "HEAD" });
    expect(result.status).toBe(200);
    expect(result.body).toBe("");
  });

  it("reports bad URLs and protocols without throwing", async () => {
    expect((await fetcher.fetch("not a url")).error?.code).toBe("invalid_url");
    expect((await fetcher.fetch("file:///etc/passwd")).error?.code).toBe("unsupported_protocol");
    expect((await fetcher.fetch("ftp://example.com/")).error?.code).toBe("unsupported_protocol");
  });

  it("reports a refused connection", async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    expect((await fetcher.fetch(`${closed.origin}/`)).error?.code).toBe("connection");
  });
});

describe("createFetcher: cancellation", () => {
  it("ends a request when the caller's signal aborts, long before its deadline, and lets go of the signal", async () => {
    // A minute's deadline: the test would run out of time if only the deadline could end the request.
    const patient = fetcherWithDeadline(60_000);
    try {
      const controller = new AbortController();
      const fetching = patient.fetch(`${server.origin}/hang`, { signal: controller.signal });
      setTimeout(() => controller.abort(new Error("scan cancelled")), 50);
      const result = await fetching;
      expect(result.error).toEqual({ code: "timeout", message: "The request was cancelled" });
      expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
    } finally {
      await patient.close();
    }
  });

  it("stops at its own deadline as a timeout, and leaves no listener on the caller's signal", async () => {
    const hasty = fetcherWithDeadline(100);
    try {
      const scan = new AbortController();
      const result = await hasty.fetch(`${server.origin}/hang`, { signal: scan.signal });
      expect(result.error?.code).toBe("timeout");
      expect(result.error?.message).not.toBe("The request was cancelled");
      // The controller the deadline fired is not used again: the requests after it are answered.
      for (let i = 0; i < 20; i++) {
        const next = await hasty.fetch(`${server.origin}/redirect/1`, { signal: scan.signal });
        expect({ status: next.status, error: next.error }).toEqual({ status: 200, error: null });
      }
      expect(getEventListeners(scan.signal, "abort")).toHaveLength(0);
    } finally {
      await hasty.close();
    }
  });

  it("reuses its abort controllers without piling listeners on them, whatever way requests end", async () => {
    // One request at a time: every one takes the controller the one before gave back.
    for (let i = 0; i < 30; i++) {
      for (const path of ["/redirect/2", "/gzip", "/bad-gzip", "/image", "/cookies"])
        expect((await fetcher.fetch(`${server.origin}${path}`)).status).toBe(200);
      expect((await fetcher.fetch(`${server.origin}/cookies`, { method: "HEAD" })).status).toBe(200);
    }
    await new Promise((resolve) => setImmediate(resolve));
    const reused = takeAbortController();
    try {
      expect(getEventListeners(reused.signal, "abort")).toHaveLength(0);
    } finally {
      returnAbortController(reused);
    }
  });
});
