import type { MiddlewareHandler } from "hono";
import { acceptedEncoding } from "./accepted-encoding";
import { COMPRESS_THRESHOLD_BYTES, compressBody } from "./compress-body";

/**
 * Compresses JSON API responses (a 200-page site's analysis is over half a megabyte of JSON, a
 * tenth of it compressed), Brotli or gzip as the client accepts. Only complete `application/json`
 * bodies: server-sent events (`text/event-stream`) and streamed text (the AI writer) pass
 * untouched, since buffering them would hold every event back.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type") ?? "";
    if (!type.startsWith("application/json") || response.headers.has("Content-Encoding") || !response.body)
      return;
    const vary = response.headers.get("Vary");
    if (!vary?.includes("Accept-Encoding"))
      response.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = acceptedEncoding(c.req.header("accept-encoding"));
    if (!encoding || c.req.method === "HEAD") return;
    const plain = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    let body: Buffer = plain;
    if (plain.length >= COMPRESS_THRESHOLD_BYTES) {
      body = await compressBody(plain, encoding);
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(body.length));
    c.res = new Response(new Uint8Array(body), { status: response.status, headers });
  };
}
