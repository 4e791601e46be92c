import type { TLSSocket } from "node:tls";
import { Agent, buildConnector } from "undici";
import { type ResolveHostOptions, resolveHost } from "./resolve-host";

export interface GuardedAgent {
  agent: Agent;
  /** The HTTP version negotiated with a URL's origin ("2" or "1.1"), from the ALPN of its last connection. */
  httpVersionOf(url: Readonly<URL>): string;
}

/**
 * An undici Agent whose every connection (including each redirect hop) passes the SSRF guard. HTTP/2 is
 * offered over TLS as browsers and crawlers do, so the protocol a site really serves can be recorded.
 */
export function createGuardedAgent(
  options: ResolveHostOptions & { connectTimeoutMs: number; ca?: string },
): GuardedAgent {
  const connectSocket = buildConnector({
    timeout: options.connectTimeoutMs,
    allowH2: true,
    ...(options.ca ? { ca: options.ca } : {}),
  });
  const negotiated = new Map<string, string>();
  const connect: buildConnector.connector = (connectOptions, callback) => {
    const defaultPort = connectOptions.protocol === "https:" ? 443 : 80;
    const port = Number(connectOptions.port) || defaultPort;
    const origin = `${connectOptions.protocol}//${connectOptions.hostname}:${port}`;
    resolveHost(connectOptions.hostname, port, options).then(
      // `host` keeps the original name, so TLS SNI and certificate checks still use it.
      (address) =>
        connectSocket({ ...connectOptions, hostname: address }, (...result) => {
          const socket = result[1] as TLSSocket | null;
          if (socket) negotiated.set(origin, socket.alpnProtocol === "h2" ? "2" : "1.1");
          callback(...result);
        }),
      (error: Error) => callback(error, null),
    );
  };
  const agent = new Agent({ connect, connections: 16, keepAliveTimeout: 4_000, allowH2: true });
  return {
    agent,
    httpVersionOf(url) {
      const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
      return negotiated.get(`${url.protocol}//${url.hostname}:${port}`) ?? "1.1";
    },
  };
}
