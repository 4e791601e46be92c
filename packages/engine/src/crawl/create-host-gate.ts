import { setTimeout as sleep } from "node:timers/promises";

/**
 * Politeness per host: request starts to one host are at least delayMs apart. Concurrency is bounded by the
 * crawler's worker count; this only spaces the starts.
 */
export function createHostGate(delayForHost: (host: string) => number) {
  const nextStartAt = new Map<string, number>();
  return async function waitForTurn(host: string, signal?: AbortSignal): Promise<void> {
    const delay = delayForHost(host);
    if (delay <= 0) return;
    const now = performance.now();
    const startAt = Math.max(now, nextStartAt.get(host) ?? now);
    nextStartAt.set(host, startAt + delay);
    if (startAt > now) await sleep(startAt - now, undefined, { signal }).catch(() => undefined);
  };
}
