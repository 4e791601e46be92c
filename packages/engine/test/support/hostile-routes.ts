import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";

const MB = 1024 * 1024;
/** 64 MB of zeros gzip to about 64 KB: far past any body cap once inflated. */
const GZIP_BOMB = gzipSync(Buffer.alloc(64 * MB));
const BINARY = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(32 * 1024),
]);
const ROBOTS_LINES = Array.from({ length: 200_000 }, (_, index) => `Disallow: /private-${index}/`);
const BIG_ROBOTS = `User-agent: *\nDisallow: /blocked/\n${ROBOTS_LINES.join("\n")}\nDisallow: /after-the-cut/\n`;

function streamBytes(response: ServerResponse, totalBytes: number): void {
  const chunk = Buffer.alloc(64 * 1024, "a");
  let sent = 0;
  const pump = () => {
    while (sent < totalBytes && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once("drain", pump);
    }
    response.end();
  };
  pump();
}

function drip(response: ServerResponse): void {
  response.writeHead(200, { "content-type": "text/html" });
  const timer = setInterval(() => response.write("x"), 1000);
  response.on("close", () => clearInterval(timer));
}

function calendar(url: URL, response: ServerResponse): void {
  const month = Number(url.searchParams.get("month") ?? "0");
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(
    `<html><head><title>Calendar ${month}</title></head><body>` +
      `<a href="/calendar?month=${month + 1}">next</a> <a href="/calendar?month=${month - 1}">previous</a></body></html>`,
  );
}

const HTML = { "content-type": "text/html" };
const INDEX_LINKS = ["/huge", "/gzip-bomb", "/loop-a", "/drip", "/malformed", "/binary", "/calendar?month=0"];
const MALFORMED = `<html><head><title>Broken<body><div><p>unclosed <a href="/calendar?month=0">x<table><tr><td><<<>>>&&&&<a href='/" </div></span></html><script>`;

const ROUTES: Record<string, (url: URL, response: ServerResponse) => void> = {
  "/": (_url, response) => {
    response.writeHead(200, HTML).end(INDEX_LINKS.map((path) => `<a href="${path}">${path}</a>`).join("\n"));
  },
  "/huge": (_url, response) => {
    response.writeHead(200, HTML);
    streamBytes(response, 50 * MB);
  },
  "/gzip-bomb": (_url, response) => {
    response.writeHead(200, { ...HTML, "content-encoding": "gzip" }).end(GZIP_BOMB);
  },
  "/loop-a": (_url, response) => {
    response.writeHead(301, { location: "/loop-b" }).end();
  },
  "/loop-b": (_url, response) => {
    response.writeHead(301, { location: "/loop-a" }).end();
  },
  "/drip": (_url, response) => drip(response),
  // Accepts the request and never answers: only the header timeout or the overall deadline ends it.
  "/silent": () => undefined,
  "/malformed": (_url, response) => {
    response.writeHead(200, HTML).end(MALFORMED);
  },
  "/binary": (_url, response) => {
    response.writeHead(200, HTML).end(BINARY);
  },
  "/calendar": calendar,
  "/robots.txt": (_url, response) => {
    response.writeHead(200, { "content-type": "text/plain" }).end(BIG_ROBOTS);
  },
};

/** Pages that try to hurt a crawler; each must end within limits with a clear per-page error. */
export function hostileRoutes(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? "/", "http://hostile.test");
  const route = ROUTES[url.pathname];
  if (route) route(url, response);
  else response.writeHead(404, HTML).end("not found");
}
