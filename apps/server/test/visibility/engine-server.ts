import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type SeenRequest = {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
};
type Handler = (request: SeenRequest) => { status: number; body?: unknown; headers?: Record<string, string> };

/** One 127.0.0.1 server standing in for api.openai.com, generativelanguage.googleapis.com and api.x.ai. */
export async function startEngineServer(handler: Handler) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const entry = { path: request.url ?? "", headers: request.headers, body: raw ? JSON.parse(raw) : {} };
      seen.push(entry);
      const reply = handler(entry);
      response.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      response.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
