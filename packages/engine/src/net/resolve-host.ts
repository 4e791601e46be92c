import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { blockedAddressReason } from "./blocked-address-reason";
import { NetworkError } from "./network-error";

export interface ResolveHostOptions {
  resolve: Record<string, string>;
  allowPrivateNetworks: boolean;
  /**
   * The address policy; the SSRF block list unless a test narrows it to prove where the guard runs (no public
   * address exists on a test machine, so a test may allow one host:port and prove every other request refused).
   */
  blockedReason?: (address: string, target: { host: string; port: number }) => string | null;
}

function unbracket(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

async function lookupAll(hostname: string): Promise<string[]> {
  try {
    const found = await lookup(hostname, { all: true, verbatim: true });
    return found.map((entry) => entry.address);
  } catch (error) {
    throw new NetworkError("dns", `DNS lookup failed for ${hostname}: ${(error as Error).message}`);
  }
}

/**
 * The address to connect to for host:port, checked by the SSRF guard. DNS is resolved here, once, and the
 * socket is opened to exactly the address that was checked, so a rebinding DNS answer cannot slip through.
 * Every resolved address must pass: a name that also points at a private address is refused outright.
 */
export async function resolveHost(
  hostname: string,
  port: number,
  options: ResolveHostOptions,
): Promise<string> {
  const host = unbracket(hostname).toLowerCase();
  const pinned = options.resolve[`${host}:${port}`];
  if (pinned && !ipaddr.isValid(unbracket(pinned))) {
    throw new NetworkError("dns", `The resolve entry for ${host}:${port} is not an IP address: ${pinned}`);
  }
  const addresses = pinned ? [unbracket(pinned)] : ipaddr.isValid(host) ? [host] : await lookupAll(host);
  if (addresses.length === 0) throw new NetworkError("dns", `DNS lookup returned no address for ${host}`);
  if (!options.allowPrivateNetworks) {
    const blockedReason = options.blockedReason ?? blockedAddressReason;
    for (const address of addresses) {
      const reason = blockedReason(address, { host, port });
      if (reason) throw new NetworkError("blocked_address", `Refused to connect to ${host}: ${reason}`);
    }
  }
  return ipaddr.parse(addresses[0]!).toString();
}
