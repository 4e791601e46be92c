import { Resolver } from "node:dns/promises";

/**
 * TXT records of a host through the system resolver, or the servers in DNS_SERVERS
 * (ip or ip:port) — tests point it at a DNS server on 127.0.0.1. Chunks of one record are joined.
 */
export async function findTxtRecords(host: string, servers: string | undefined): Promise<string[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  const list = servers
    ?.split(",")
    .map((server) => server.trim())
    .filter(Boolean);
  if (list?.length) resolver.setServers(list);
  try {
    return (await resolver.resolveTxt(host)).map((chunks) => chunks.join(""));
  } catch {
    return [];
  }
}
