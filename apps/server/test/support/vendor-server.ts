import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface VendorRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: string;
}

/** What a handler answers: a JSON body with a status, or "hang" to never answer (timeout tests). */
export type VendorAnswer = { status?: number; json?: unknown; text?: string } | "hang";

export interface VendorServer {
  url: string;
  requests: VendorRequest[];
  /** Replaces the handler; each test sets the behaviour it needs. */
  handle(handler: (request: VendorRequest) => VendorAnswer): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that answers like a vendor's API, recording every request. */
export async function startVendorServer(): Promise<VendorServer> {
  const requests: VendorRequest[] = [];
  let handler: (request: VendorRequest) => VendorAnswer = () => ({ status: 404, json: {} });
  const hanging = new Set<import("node:http").ServerResponse>();
  const server: Server = createServer((incoming, response) => {
    let body = "";
    incoming.on("data", (chunk) => {
      body += chunk;
    });
    incoming.on("end", () => {
      const request: VendorRequest = {
        method: incoming.method ?? "GET",
        url: new URL(incoming.url ?? "/", "http://127.0.0.1"),
        headers: incoming.headers,
        body,
      };
      requests.push(request);
      const answer = handler(request);
      if (answer === "hang") return void hanging.add(response);
      const text = answer.text ?? JSON.stringify(answer.json ?? {});
      response.writeHead(answer.status ?? 200, { "content-type": "application/json" }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
