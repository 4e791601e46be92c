import http from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { findNetworkError } from "./network-error";
import { type ResolveHostOptions, resolveHost } from "./resolve-host";

export interface GuardingProxy {
  /** http://127.0.0.1:port, for Chromium's --proxy-server. */
  url: string;
  /** Requests refused by the guard, as "host:port: reason" (for logs and tests). */
  refused: string[];
  close(): Promise<void>;
}

/** Headers that describe the hop to the proxy, not the request to the site. */
const HOP_HEADERS = ["proxy-connection", "proxy-authorization", "connection", "keep-alive"];

function refusalReason(error: unknown): string {
  return findNetworkError(error)?.message ?? (error as Error).message ?? String(error);
}

function parseAuthority(authority: string): { host: string; port: number } | null {
  const match = authority.match(/^(\[[^\]]+\]|[^:]+):(\d+)$/);
  return match ? { host: match[1]!, port: Number(match[2]) } : null;
}

/**
 * A forward proxy on 127.0.0.1 through which a browser makes every request: plain HTTP requests are sent on
 * by the proxy, HTTPS and WebSockets are CONNECT tunnels. Each request and tunnel resolves its host with the
 * crawler's SSRF guard (resolve map, block list) and connects to exactly the address that was checked, so a
 * sub-resource, an iframe, a fetch or any redirect hop aimed at a private address never leaves the machine,
 * and DNS rebinding between check and connection is impossible (the browser never resolves names itself).
 */
export async function startGuardingProxy(options: ResolveHostOptions): Promise<GuardingProxy> {
  const refused: string[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const sockets = new Set<Duplex>();
  const refuse = (target: string, error: unknown) => {
    const reason = refusalReason(error);
    refused.push(`${target}: ${reason}`);
    return reason;
  };

  const server = http.createServer((request, response) => {
    let target: URL;
    try {
      target = new URL(request.url ?? "");
      if (target.protocol !== "http:") throw new Error(`Unsupported protocol ${target.protocol}`);
    } catch (error) {
      response.writeHead(400, { "content-type": "text/plain" }).end(refuse(request.url ?? "", error));
      return;
    }
    const port = Number(target.port) || 80;
    resolveHost(target.hostname, port, options).then(
      (address) => {
        const headers = { ...request.headers };
        for (const name of HOP_HEADERS) delete headers[name];
        // RFC 9112 §3.2.2: with an absolute-form target the Host header is the target's authority.
        headers.host = target.host;
        const upstream = http.request(
          {
            host: address,
            port,
            method: request.method,
            path: `${target.pathname}${target.search}`,
            headers,
            agent,
            setHost: false,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on("error", (error) => {
          if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
          response.end(error.message);
        });
        request.pipe(upstream);
      },
      (error) => {
        response.writeHead(403, { "content-type": "text/plain" }).end(refuse(`${target.host}`, error));
      },
    );
  });

  server.on("connect", (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const authority = parseAuthority(request.url ?? "");
    if (!authority) {
      refuse(request.url ?? "", new Error("Malformed CONNECT target"));
      client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    resolveHost(authority.host, authority.port, options).then(
      (address) => {
        const upstream = net.connect(authority.port, address, () => {
          client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
          if (head.length > 0) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        sockets.add(upstream);
        upstream.on("close", () => sockets.delete(upstream));
        upstream.on("error", () => client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n"));
        client.on("close", () => upstream.destroy());
      },
      (error) => {
        refuse(request.url ?? "", error);
        client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      },
    );
  });

  // A WebSocket upgrade sent to the proxy as a plain request is never forwarded.
  server.on("upgrade", (_request, socket: Duplex) => socket.destroy());

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
