import type { RateLimitRule } from "./consume-rate-limit";

type Action = "login" | "send-code" | "verify-code" | "reset" | "password-check";

// Per IP generous enough for an office behind one address; per account tight enough to stop guessing.
const limits: Record<Action, { ip: number; account: number; windowSeconds: number }> = {
  login: { ip: 30, account: 10, windowSeconds: 15 * 60 },
  "send-code": { ip: 20, account: 6, windowSeconds: 60 * 60 },
  "verify-code": { ip: 40, account: 15, windowSeconds: 15 * 60 },
  reset: { ip: 20, account: 8, windowSeconds: 60 * 60 },
  // A signed-in session guessing its own current password (a stolen cookie escalating to the password).
  "password-check": { ip: 30, account: 10, windowSeconds: 15 * 60 },
};

/** The buckets one auth action counts against: the visitor's IP and the targeted account. */
export function authLimits(action: Action, ip: string | null, email: string): RateLimitRule[] {
  const limit = limits[action];
  return [
    { key: `${action}:ip:${ip ?? "unknown"}`, max: limit.ip, windowSeconds: limit.windowSeconds },
    { key: `${action}:account:${email}`, max: limit.account, windowSeconds: limit.windowSeconds },
  ];
}
