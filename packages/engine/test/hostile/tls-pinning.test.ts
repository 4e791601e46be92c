import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSecureContext } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "../../src/net/create-fetcher";

const hasOpenssl = existsSync("/usr/bin/openssl");
let server: Server;
let port = 0;
let directory = "";
const servernames: string[] = [];

beforeAll(async () => {
  if (!hasOpenssl) return;
  directory = mkdtempSync(join(tmpdir(), "sitelens-tls-"));
  const key = join(directory, "key.pem");
  const cert = join(directory, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
    ].concat(["-subj", "/CN=secure.test", "-addext", "subjectAltName=DNS:secure.test"]),
    { stdio: "ignore" },
  );
  const context = createSecureContext({ key: readFileSync(key), cert: readFileSync(cert) });
  server = createServer({
    SNICallback: (servername, callback) => {
      servernames.push(servername);
      callback(null, context);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  if (!hasOpenssl) return;
  await new Promise((resolve) => server.close(resolve));
  rmSync(directory, { recursive: true, force: true });
});

describe.skipIf(!hasOpenssl)("TLS through the pinned address", () => {
  it("connects to the checked IP but sends the original host name for SNI and certificate checks", async () => {
    const fetcher = createFetcher({
      userAgent: "test",
      timeoutMs: 3000,
      maxBodyBytes: 1024,
      maxRedirects: 0,
      resolve: { [`secure.test:${port}`]: "127.0.0.1" },
      allowPrivateNetworks: true,
    });
    const result = await fetcher.fetch(`https://secure.test:${port}/`);
    await fetcher.close();
    expect(servernames).toContain("secure.test");
    // The certificate is self-signed: verification stays on, so the request is refused rather than trusted.
    expect(result.error?.code).toBe("connection");
    expect(result.error?.message).toMatch(/self-signed certificate/);
  });
});
