import ipaddr from "ipaddr.js";

/** How far X-Forwarded-For may be believed: not at all, a fixed number of our own proxies, or our proxies' ranges. */
export type TrustProxy = false | { hops: number } | { cidrs: [ipaddr.IPv4 | ipaddr.IPv6, number][] };

/**
 * Reads TRUST_PROXY: `false`, a number of trusted proxy hops (`true` = 1), or a comma-separated list of the
 * proxies' addresses or CIDR ranges. Returns an error message for anything else.
 */
export function parseTrustProxy(text: string): TrustProxy | string {
  const value = text.trim().toLowerCase();
  if (value === "false" || value === "0" || value === "") return false;
  if (value === "true") return { hops: 1 };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const cidrs: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const entry of value.split(",").map((part) => part.trim())) {
    try {
      if (entry.includes("/")) cidrs.push(ipaddr.parseCIDR(entry));
      else {
        const address = ipaddr.parse(entry);
        cidrs.push([address, address.kind() === "ipv4" ? 32 : 128]);
      }
    } catch {
      return `not a hop count or an address/CIDR list: ${entry}`;
    }
  }
  return { cidrs };
}

function normalise(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.trim().replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

function inRanges(address: string, cidrs: [ipaddr.IPv4 | ipaddr.IPv6, number][]): boolean {
  const parsed = normalise(address);
  if (!parsed) return false;
  return cidrs.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}

/**
 * The client's address from the socket's address and X-Forwarded-For. Each proxy appends the address it
 * received the request from, so only the rightmost entries were written by our proxies; the leftmost ones
 * are whatever the client sent. With `hops` the address is that many entries from the right; with ranges,
 * the rightmost entry (socket first) that is not one of our proxies.
 */
export function forwardedClientIp(
  socketAddress: string | null,
  forwardedFor: string | undefined,
  trust: TrustProxy,
) {
  if (!trust || !forwardedFor) return socketAddress;
  const chain = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return socketAddress;
  if ("hops" in trust) {
    if (trust.hops === 0) return socketAddress;
    return chain[Math.max(0, chain.length - trust.hops)] ?? socketAddress;
  }
  if (!socketAddress || !inRanges(socketAddress, trust.cidrs)) return socketAddress;
  for (let index = chain.length - 1; index >= 0; index--) {
    if (!inRanges(chain[index]!, trust.cidrs)) return chain[index]!;
  }
  return chain[0]!;
}
