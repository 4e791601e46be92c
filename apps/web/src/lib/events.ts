import { LIVE_EVENT_TYPES, type LiveEventType } from "@sitelens/shared/live-events";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

export { LIVE_EVENT_TYPES, type LiveEventType };
export type LiveEvent = { type: LiveEventType; data: Record<string, unknown> };

type Invalidation = { queryKey: QueryKey; debounceMs: number };

/** Spec §9: plan limits refresh 500 ms after a site or user change; the site list 300 ms after a site change. */
const SITE_LIST_DEBOUNCE_MS = 300;
const PLAN_LIMITS_DEBOUNCE_MS = 500;
/** An analysis creates its tasks in one burst: one refetch for the lot. */
const TASK_BURST_DEBOUNCE_MS = 300;

/** The one place that says which cached queries an event makes stale. */
export const invalidationsByEvent: Record<LiveEventType, readonly Invalidation[]> = {
  "site.updated": [
    { queryKey: ["sites"], debounceMs: SITE_LIST_DEBOUNCE_MS },
    // An open site detail (with its pages) is refreshed too; progress events only touch the light list.
    { queryKey: ["site"], debounceMs: SITE_LIST_DEBOUNCE_MS },
    { queryKey: ["plan-limits"], debounceMs: PLAN_LIMITS_DEBOUNCE_MS },
  ],
  "site.progress": [{ queryKey: ["sites"], debounceMs: SITE_LIST_DEBOUNCE_MS }],
  "notification.created": [{ queryKey: ["notifications"], debounceMs: 0 }],
  "task.created": [{ queryKey: ["tasks"], debounceMs: TASK_BURST_DEBOUNCE_MS }],
  "suggestion.created": [{ queryKey: ["suggestions"], debounceMs: 0 }],
  "user.updated": [
    { queryKey: ["session"], debounceMs: 0 },
    { queryKey: ["plan-limits"], debounceMs: PLAN_LIMITS_DEBOUNCE_MS },
  ],
  "invoice.updated": [{ queryKey: ["invoices"], debounceMs: 0 }],
  "history.created": [{ queryKey: ["history"], debounceMs: 0 }],
  "backlinks.updated": [{ queryKey: ["backlinks"], debounceMs: 0 }],
  "competitors.updated": [{ queryKey: ["competitors"], debounceMs: 0 }],
};

export function isLiveEventType(value: unknown): value is LiveEventType {
  return typeof value === "string" && (LIVE_EVENT_TYPES as readonly string[]).includes(value);
}

/** Reads one SSE message body: `{"type": "<type>", "data": {...}}`. */
export function parseLiveEvent(raw: string): LiveEvent | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { type, data } = parsed as { type?: unknown; data?: unknown };
    if (!isLiveEventType(type)) return null;
    const body = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
    return { type, data: body };
  } catch {
    return null;
  }
}

/** Collapses bursts of events into one invalidation per query key. */
export function createEventInvalidator(queryClient: QueryClient) {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  function invalidate({ queryKey, debounceMs }: Invalidation) {
    if (debounceMs === 0) {
      void queryClient.invalidateQueries({ queryKey });
      return;
    }
    const id = JSON.stringify(queryKey);
    clearTimeout(pending.get(id));
    pending.set(
      id,
      setTimeout(() => {
        pending.delete(id);
        void queryClient.invalidateQueries({ queryKey });
      }, debounceMs),
    );
  }

  return {
    handle(event: LiveEvent) {
      for (const invalidation of invalidationsByEvent[event.type]) invalidate(invalidation);
    },
    dispose() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

/**
 * After the event stream comes back, events sent while it was down are lost: every query some event
 * would have refreshed is refetched once (the active ones now, the rest when next used).
 */
export function refetchAfterReconnect(queryClient: QueryClient) {
  const keys = new Map<string, QueryKey>();
  for (const invalidations of Object.values(invalidationsByEvent))
    for (const { queryKey } of invalidations) keys.set(JSON.stringify(queryKey), queryKey);
  for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
}

type LiveEventListener = (event: LiveEvent) => void;
const listeners = new Set<LiveEventListener>();

/** For screens that act on an event's data (toasts, live progress), beyond refetching. */
export function addLiveEventListener(listener: LiveEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function dispatchLiveEvent(event: LiveEvent) {
  for (const listener of listeners) listener(event);
}
