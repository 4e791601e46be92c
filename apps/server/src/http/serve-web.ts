import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { isKnownRoute, isSlugPage } from "@sitelens/shared";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../errors/app-error";
import { acceptedEncoding } from "./accepted-encoding";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest|wasm)|image\/svg)/;

interface Encoded {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The sha256 CSP sources of the inline scripts in every served HTML file (the shell's theme
 * bootstrap, repeated in each pre-rendered page). JSON data blocks are skipped: they never run.
 */
export function inlineScriptHashes(distDir: string | null): string[] {
  if (!distDir || !fs.existsSync(distDir)) return [];
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    const html = fs.readFileSync(file, "utf8");
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\btype=["']?application\/(ld\+)?json/i.test(match[1]!) || match[2]!.trim() === "") continue;
      hashes.add(`sha256-${createHash("sha256").update(match[2]!).digest("base64")}`);
    }
  }
  return [...hashes];
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".html") && !name.startsWith("assets"))
    .map((name) => path.join(dir, name));
}

/** The SPA shell: _shell.html once the public pages are pre-rendered ("/" is then a page itself). */
function shellFile(root: string): string {
  const moved = path.join(root, "_shell.html");
  return fs.existsSync(moved) ? moved : path.join(root, "index.html");
}

/**
 * Serves the built SPA: hashed assets cached for a year, HTML never cached, br/gzip negotiated
 * (compressed once, kept in memory since the build never changes while running), pre-rendered
 * pages where they exist, the SPA shell for app routes and a real 404 for anything else.
 */
/** A malformed percent-encoding (`/%E0%A4%A`) is the client's error: 400, not an exception and a 500. */
function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new AppError("bad_request");
  }
}

export function serveWeb(options: { distDir: string; includeDevRoutes: boolean }): MiddlewareHandler {
  const cache = new Map<string, Promise<Encoded>>();
  const root = path.resolve(options.distDir);

  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = encode(file);
      cache.set(file, entry);
    }
    return entry;
  };

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const pathname = decodePath(c.req.path);
    if (pathname.startsWith("/api/")) return next();
    const file = resolveFile(root, pathname);
    if (file) return send(c, file, await load(file), 200);
    const prerendered = resolveFile(root, path.posix.join(pathname, "index.html"));
    if (prerendered) return send(c, prerendered, await load(prerendered), 200);
    const shell = shellFile(root);
    if (!fs.existsSync(shell)) return next();
    // Once the public pages are pre-rendered, a feature or blog slug without its page is unknown
    // (a 200 here would be a soft 404 in search engines' eyes).
    const prerenderedSite = shell.endsWith("_shell.html");
    const known =
      isKnownRoute(pathname, { includeDev: options.includeDevRoutes }) &&
      !(prerenderedSite && isSlugPage(pathname));
    return send(c, shell, await load(shell), known ? 200 : 404);
  };
}

function resolveFile(root: string, pathname: string): string | null {
  const candidate = path.resolve(root, `.${pathname}`);
  if (!candidate.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

async function encode(file: string): Promise<Encoded> {
  const identity = await fs.promises.readFile(file);
  const type = MIME[path.extname(file)] ?? "application/octet-stream";
  if (!COMPRESSIBLE.test(type) || identity.length < 1024) return { identity };
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

function send(c: Context, file: string, encoded: Encoded, status: 200 | 404) {
  const accepted = acceptedEncoding(c.req.header("accept-encoding"));
  const type = MIME[path.extname(file)] ?? "application/octet-stream";
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    Vary: "Accept-Encoding",
  };
  let body = encoded.identity;
  if (encoded.br && accepted === "br") {
    body = encoded.br;
    headers["Content-Encoding"] = "br";
  } else if (encoded.gzip && accepted !== null) {
    body = encoded.gzip;
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = String(body.length);
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(new Uint8Array(body), status, headers);
}
