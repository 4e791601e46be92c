import { Agent, buildConnector } from "undici";
import { type ResolveHostOptions, resolveHost } from "./resolve-host";

/** An undici Agent whose every connection (including each redirect hop) passes the SSRF guard. */
export function createGuardedAgent(options: ResolveHostOptions & { connectTimeoutMs: number }): Agent {
  const connectSocket = buildConnector({ timeout: options.connectTimeoutMs });
  const connect: buildConnector.connector = (connectOptions, callback) => {
    const defaultPort = connectOptions.protocol === "https:" ? 443 : 80;
    const port = Number(connectOptions.port) || defaultPort;
    resolveHost(connectOptions.hostname, port, options).then(
      // `host` keeps the original name, so TLS SNI and certificate checks still use it.
      (address) => connectSocket({ ...connectOptions, hostname: address }, callback),
      (error: Error) => callback(error, null),
    );
  };
  return new Agent({ connect, connections: 16, keepAliveTimeout: 4_000 });
}
