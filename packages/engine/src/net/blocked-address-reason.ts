import ipaddr from "ipaddr.js";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** IPv6 ranges that carry an IPv4 address inside; the embedded address decides. */
const EMBEDDING_RANGES = new Set(["ipv4Mapped", "rfc6145", "rfc6052", "6to4", "teredo"]);

function ipv4FromBytes(bytes: number[]): IPv4 {
  return new ipaddr.IPv4(bytes);
}

function embeddedIPv4(address: IPv6, range: string): IPv4 | null {
  const bytes = address.toByteArray();
  if (range === "6to4") return ipv4FromBytes(bytes.slice(2, 6));
  // Teredo stores the client address with every bit inverted (RFC 4380).
  if (range === "teredo") return ipv4FromBytes(bytes.slice(12, 16).map((byte) => byte ^ 0xff));
  if (EMBEDDING_RANGES.has(range)) return ipv4FromBytes(bytes.slice(12, 16));
  // IPv4-compatible addresses (::a.b.c.d, deprecated by RFC 4291) still reach the v4 host on some stacks.
  if (bytes.slice(0, 12).every((byte) => byte === 0)) return ipv4FromBytes(bytes.slice(12, 16));
  return null;
}

function ipv4Reason(address: IPv4): string | null {
  const range = address.range();
  return range === "unicast" ? null : `${range} address ${address.toString()}`;
}

/**
 * Why an IP address must not be fetched on a user's behalf (SSRF), or null when it is public unicast.
 * Accepts any notation ipaddr.js parses; a string that is not an IP address is refused.
 */
export function blockedAddressReason(text: string): string | null {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return `not an IP address: ${text}`;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === "ipv4") return ipv4Reason(parsed as IPv4);
  const v6 = parsed as IPv6;
  const range = v6.range();
  if (range === "unspecified" || range === "loopback") return `${range} address ${v6.toString()}`;
  const embedded = embeddedIPv4(v6, range);
  if (embedded) {
    const reason = ipv4Reason(embedded);
    return reason ? `${reason} embedded in ${v6.toString()}` : null;
  }
  return range === "unicast" ? null : `${range} address ${v6.toString()}`;
}
