import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { blockedAddressReason } from "./blocked-address-reason";
import { type GuardingProxy, startGuardingProxy } from "./start-guarding-proxy";

let site: TestServer;
let proxy: GuardingProxy;
const seen: string[] = [];

beforeAll(async () => {
  site = await startTestServer((request, response) => {
    seen.push(`${request.headers.host}${request.url}`);
    response.writeHead(200, { "content-type": "text/plain" }).end("site");
  });
  proxy = await startGuardingProxy({
    resolve: { [`public.test:${site.port}`]: "127.0.0.1" },
    allowPrivateNetworks: false,
    blockedReason: (address, target) =>
      target.host === "public.test" ? null : blockedAddressReason(address),
  });
});
afterAll(async () => {
  await proxy.close();
  await site.close();
});

function viaProxy(target: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: target }, (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

function connectVia(authority: string): Promise<string> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () =>
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`),
    );
    socket.once("data", (chunk) => {
      resolve(chunk.toString().split("\r\n")[0] ?? "");
      socket.destroy();
    });
    socket.on("error", reject);
  });
}

describe("startGuardingProxy", () => {
  it("forwards a request for an allowed host to the address the resolve map pins, keeping the Host header", async () => {
    const answer = await viaProxy(`http://public.test:${site.port}/page?q=1`);
    expect(answer).toEqual({ status: 200, body: "site" });
    expect(seen).toContain(`public.test:${site.port}/page?q=1`);
  });

  it("refuses private targets in every notation, for requests and tunnels, before connecting", async () => {
    seen.length = 0;
    for (const target of [
      `http://127.0.0.1:${site.port}/`,
      `http://localhost:${site.port}/`,
      `http://[::ffff:127.0.0.1]:${site.port}/`,
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      const answer = await viaProxy(target);
      expect(answer.status, target).toBe(403);
      expect(answer.body).toMatch(/Refused to connect/);
    }
    expect(await connectVia(`127.0.0.1:${site.port}`)).toBe("HTTP/1.1 403 Forbidden");
    expect(await connectVia(`public.test:${site.port}`)).toBe("HTTP/1.1 200 Connection Established");
    expect(seen).toEqual([]);
    expect(proxy.refused.some((line) => line.includes("169.254.169.254"))).toBe(true);
  });
});
