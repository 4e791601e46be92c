import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { renderSyntheticPage } from "./render-synthetic-page";

/** Child-process entry: serves a synthetic site of argv[2] pages on 127.0.0.1 and prints its port. */
const total = Number(process.argv[2] ?? "1000");
const server = createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://bench.test").pathname;
  if (path === "/robots.txt") {
    response.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    return;
  }
  const index = path === "/" ? 0 : Number(path.match(/^\/p\/(\d+)$/)?.[1] ?? Number.NaN);
  if (!Number.isInteger(index) || index >= total) {
    response.writeHead(404, { "content-type": "text/html" }).end("<title>Not found</title>");
    return;
  }
  response
    .writeHead(200, { "content-type": "text/html; charset=utf-8" })
    .end(renderSyntheticPage(index, total));
});
server.keepAliveTimeout = 30_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
