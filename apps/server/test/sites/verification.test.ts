import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Site, Verification } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { startLocalDnsServer } from "./local-dns-server";
import { readJson } from "./support";

const HOST = "dogrulama-ornek.com.tr";
const page = { meta: "", body: "", file: null as string | null, fileName: "" };
const txtRecords = new Map<string, string[]>();
let siteServer: Server;
let dns: Awaited<ReturnType<typeof startLocalDnsServer>>;
let server: TestServer;
let client: TestClient;
let site: Site;

beforeAll(async () => {
  siteServer = createServer((request, response) => {
    if (page.file !== null && request.url === `/${page.fileName}`) {
      response.writeHead(200, { "content-type": "text/html" }).end(page.file);
      return;
    }
    if (request.url === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="tr"><head><title>Doğrulama</title>${page.meta}</head><body><h1>Merhaba</h1>${page.body}</body></html>`,
      );
      return;
    }
    response.writeHead(404, { "content-type": "text/html" }).end("<h1>yok</h1>");
  });
  await new Promise<void>((resolve) => siteServer.listen(0, "127.0.0.1", resolve));
  const { port } = siteServer.address() as AddressInfo;
  dns = await startLocalDnsServer(txtRecords);
  server = await startTestServer({
    env: {
      CRAWLER_RESOLVE: `${HOST}:${port}:127.0.0.1`,
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      DNS_SERVERS: dns.address,
    },
  });
  ({ client } = await signUpTestUser(server));
  site = await readJson<Site>(await client.post("/api/sites", { url: `http://${HOST}:${port}` }));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await dns?.close();
  await new Promise((resolve) => siteServer?.close(resolve));
});

const check = async (method: "file" | "meta" | "dns") =>
  readJson<Verification>(await client.post(`/api/sites/${site.id}/verification/check`, { method }));

describe("site connection (spec §4): HTML file, meta tag, DNS TXT", () => {
  let instructions: Verification;

  it("starts not connected with instructions for every method", async () => {
    instructions = await readJson<Verification>(await client.get(`/api/sites/${site.id}/verification`));
    expect(instructions.status).toBe("not_connected");
    expect(instructions.file.name).toMatch(/^sitelens-[0-9a-f]{32}\.html$/);
    expect(instructions.meta.tag).toMatch(
      /^<meta name="sitelens-site-verification" content="[0-9a-f]{32}" \/>$/,
    );
    expect(instructions.dns).toMatchObject({ type: "TXT", name: HOST });
    const again = await readJson<Verification>(await client.get(`/api/sites/${site.id}/verification`));
    expect(again.dns.value).toBe(instructions.dns.value);
  });

  it("fails each method until the proof is in place, saying what it found instead", async () => {
    for (const method of ["file", "meta", "dns"] as const) {
      const result = await check(method);
      expect(result).toMatchObject({ status: "failed", method });
      expect(result.checkedAt).not.toBeNull();
    }
    expect((await check("file")).failure).toEqual({ reason: "http_status", status: 404 });
    expect((await check("meta")).failure).toEqual({ reason: "tag_missing" });
    expect((await check("dns")).failure).toEqual({ reason: "no_txt" });
    txtRecords.set(HOST, ["v=spf1 -all"]);
    expect((await check("dns")).failure).toEqual({ reason: "txt_mismatch", seen: ["v=spf1 -all"] });
  });

  it("verifies the HTML file", async () => {
    page.fileName = instructions.file.name;
    page.file = instructions.file.content;
    expect((await check("file")).status).toBe("verified");
    page.file = "something else";
    expect(await check("file")).toMatchObject({ status: "failed", failure: { reason: "wrong_content" } });
  });

  it("ignores the tag outside <head> (text a page echoes, e.g. a search box or comments)", async () => {
    page.body = `<p>Results for: ${instructions.meta.tag}</p>`;
    expect((await check("meta")).status).toBe("failed");
    page.body = "";
  });

  it("verifies the meta tag on the home page", async () => {
    page.meta = instructions.meta.tag.replace(" />", ">");
    expect((await check("meta")).status).toBe("verified");
  });

  it("verifies the DNS TXT record through the configured resolver", async () => {
    txtRecords.set(HOST, ["v=spf1 -all", instructions.dns.value]);
    expect((await check("dns")).status).toBe("verified");
    const stored = await readJson<Verification>(await client.get(`/api/sites/${site.id}/verification`));
    expect(stored).toMatchObject({ status: "verified", method: "dns" });
  });
});
