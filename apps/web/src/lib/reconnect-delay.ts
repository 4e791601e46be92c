const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * Exponential backoff with jitter (±20 %) so that many tabs dropped by one server restart
 * do not all reconnect in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(MAX_DELAY_MS, Math.max(FIRST_DELAY_MS, jittered)));
}
