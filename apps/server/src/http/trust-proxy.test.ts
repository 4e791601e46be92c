import { describe, expect, it } from "vitest";
import { forwardedClientIp, parseTrustProxy } from "./trust-proxy";

describe("TRUST_PROXY", () => {
  it("reads false, a hop count or a list of proxy ranges", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("true")).toEqual({ hops: 1 });
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.5")).toMatchObject({ cidrs: expect.any(Array) });
    expect(parseTrustProxy("nonsense")).toMatch(/not a hop count/);
  });

  it("takes the address that many hops from the right, whatever the client prepended", () => {
    const forged = "6.6.6.6, 1.2.3.4, 10.0.0.7";
    expect(forwardedClientIp("10.0.0.9", forged, { hops: 1 })).toBe("10.0.0.7");
    expect(forwardedClientIp("10.0.0.9", forged, { hops: 2 })).toBe("1.2.3.4");
    expect(forwardedClientIp("10.0.0.9", forged, false)).toBe("10.0.0.9");
  });

  it("with ranges, skips our own proxies from the right and ignores the header from elsewhere", () => {
    const trust = parseTrustProxy("10.0.0.0/8");
    if (typeof trust === "string" || !trust) throw new Error("parse failed");
    expect(forwardedClientIp("10.0.0.9", "6.6.6.6, 1.2.3.4, 10.0.0.7", trust)).toBe("1.2.3.4");
    expect(forwardedClientIp("::ffff:10.0.0.9", "6.6.6.6, 1.2.3.4", trust)).toBe("1.2.3.4");
    expect(forwardedClientIp("5.5.5.5", "6.6.6.6", trust)).toBe("5.5.5.5");
  });
});
