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

/**
 * The buckets one auth action counts against: the visitor's IP, and the targeted account *from that
 * IP* (decision 166). An account-only bucket let anyone spend the owner's budget and lock them out;
 * accounts are protected across IPs by the bot check the anonymous actions require (login steps up
 * to it after failures), and one-time codes by their own account-wide failure cap (decision 031).
 * A signed-in password check stays per account: only that account's own sessions can spend it.
 */
export function authLimits(action: Action, ip: string | null, email: string): RateLimitRule[] {
  const limit = limits[action];
  const client = ip ?? "unknown";
  const account = action === "password-check" ? email : `${email}:${client}`;
  return [
    { key: `${action}:ip:${client}`, max: limit.ip, windowSeconds: limit.windowSeconds },
    { key: `${action}:account:${account}`, max: limit.account, windowSeconds: limit.windowSeconds },
  ];
}
