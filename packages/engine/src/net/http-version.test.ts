import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http2 from "node:http2";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "./create-fetcher";

/** A certificate for www.h2-ornek.com made by openssl for this run only. */
function makeCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitelens-h2-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", key, "-out", cert, "-subj", "/CN=www.h2-ornek.com"],
      ...["-addext", "subjectAltName=DNS:www.h2-ornek.com,DNS:www.h1-ornek.com"],
    ],
    { stdio: "ignore" },
  );
  const pair = { key: fs.readFileSync(key, "utf8"), cert: fs.readFileSync(cert, "utf8") };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

const servers: (http2.Http2SecureServer | https.Server)[] = [];
let tls: { key: string; cert: string };

async function listen(allowHttp2: boolean): Promise<number> {
  // node:https offers only http/1.1 in ALPN, like a server without HTTP/2 support.
  const server = allowHttp2
    ? http2.createSecureServer({ ...tls, allowHTTP1: true })
    : https.createServer(tls);
  server.on("request", (_request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end("<!doctype html><title>h2</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

beforeAll(() => {
  tls = makeCertificate();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("the HTTP version actually negotiated", () => {
  it("records HTTP/2 when the server offers it over TLS and 1.1 when it does not", async () => {
    const h2Port = await listen(true);
    const h1Port = await listen(false);
    const fetcher = createFetcher({
      userAgent: "SitelensBot test",
      timeoutMs: 5000,
      maxBodyBytes: 1 << 20,
      maxRedirects: 5,
      resolve: { [`www.h2-ornek.com:${h2Port}`]: "127.0.0.1", [`www.h1-ornek.com:${h1Port}`]: "127.0.0.1" },
      allowPrivateNetworks: true,
      ca: tls.cert,
    });
    try {
      const h2 = await fetcher.fetch(`https://www.h2-ornek.com:${h2Port}/`);
      expect(h2.error).toBeNull();
      expect(h2.body).toContain("<title>h2</title>");
      expect(h2.httpVersion).toBe("2");
      const h1 = await fetcher.fetch(`https://www.h1-ornek.com:${h1Port}/`);
      expect(h1.error).toBeNull();
      expect(h1.httpVersion).toBe("1.1");
    } finally {
      await fetcher.close();
    }
  });
});
