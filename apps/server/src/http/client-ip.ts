import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { forwardedClientIp, type TrustProxy } from "./trust-proxy";

/** The visitor's address: the socket's, or the X-Forwarded-For entry our trusted proxies vouch for. */
export function clientIp(c: Context, trustProxy: TrustProxy): string | null {
  let socketAddress: string | null = null;
  try {
    socketAddress = getConnInfo(c).remote.address ?? null;
  } catch {
    socketAddress = null;
  }
  return forwardedClientIp(socketAddress, c.req.header("x-forwarded-for"), trustProxy);
}
