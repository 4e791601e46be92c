import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";

const THEME_SCRIPT = "document.documentElement.classList.add('dark')";
let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "sitelens-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.mkdirSync(path.join(dist, "features"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body>shell</body></html>`,
  );
  fs.writeFileSync(path.join(dist, "features", "index.html"), "<!doctype html><p>prerendered features</p>");
  fs.writeFileSync(
    path.join(dist, "assets", "app-3f9a.js"),
    `console.log(${JSON.stringify("x".repeat(5000))});`,
  );
  fs.writeFileSync(path.join(dist, "robots.txt"), "User-agent: *\nAllow: /\n");
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** node:http, because fetch would undo the compression this test looks at. */
function getRaw(pathname: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${pathname}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, { headers });

describe("serving the built SPA", () => {
  it("caches hashed assets for a year and compresses them with brotli or gzip", async () => {
    const br = await getRaw("/assets/app-3f9a.js", "br, gzip");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.length).toBeLessThan(1000);
    const gz = await getRaw("/assets/app-3f9a.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await getRaw("/assets/app-3f9a.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(zlib.gunzipSync(gz.body)).toEqual(plain.body);
  });

  it("never caches HTML and answers app routes with the shell", async () => {
    const response = await get("/app/sites/123");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("shell");
  });

  it("serves a pre-rendered page where one exists", async () => {
    const response = await get("/features");
    expect(await response.text()).toContain("prerendered features");
  });

  it("answers unknown paths with a real 404 status (the SPA still renders its not-found page)", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("shell");
    expect((await get("/../../etc/passwd")).status).toBe(404);
  });

  it("allows exactly the inline theme script through the CSP by its hash", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const hash = (await import("node:crypto")).createHash("sha256").update(THEME_SCRIPT).digest("base64");
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline' 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
  });

  it("serves plain files such as robots.txt", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain("User-agent");
  });
});

describe("CSRF cookie", () => {
  it("is set by page responses too, so a page's first request may already be a POST", async () => {
    const response = await get("/features");
    expect(response.headers.getSetCookie().join(";")).toMatch(/sitelens_csrf=[\w-]+/);
  });
});

describe("malformed page paths", () => {
  it("answers a malformed percent-encoding with 400 in our error shape, not 500", async () => {
    for (const target of ["/%E0%A4%A", "/blog/%", "/assets/%C0"]) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("bad_request");
    }
  });
});

describe("pre-rendered slug pages", () => {
  it("answers 404 for a feature or blog slug that has no pre-rendered page", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitelens-prerendered-"));
    fs.writeFileSync(path.join(dir, "_shell.html"), "<!doctype html><p>shell</p>");
    fs.mkdirSync(path.join(dir, "blog", "real-post"), { recursive: true });
    fs.writeFileSync(path.join(dir, "blog", "real-post", "index.html"), "<!doctype html><p>post</p>");
    const prerendered = await startTestServer({ env: { WEB_DIST_DIR: dir } });
    try {
      expect((await fetch(`${prerendered.url}/blog/real-post`)).status).toBe(200);
      expect((await fetch(`${prerendered.url}/blog/no-such-post`)).status).toBe(404);
      expect((await fetch(`${prerendered.url}/en/features/no-such-feature`)).status).toBe(404);
      expect((await fetch(`${prerendered.url}/app/sites/42`)).status).toBe(200);
    } finally {
      await prerendered.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
