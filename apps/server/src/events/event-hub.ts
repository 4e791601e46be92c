import type { Database } from "../db/database";
import type { Logger } from "../lib/logger";
import { EVENT_CHANNEL, type LiveEvent, liveEventSchema } from "./event-types";

export interface EventHub {
  subscribe(userId: string, onEvent: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** One LISTEN per process, fanned out to the SSE connections of each user. */
export async function createEventHub(database: Database, logger: Logger): Promise<EventHub> {
  const subscribers = new Map<string, Set<(event: LiveEvent) => void>>();
  const unlisten = await database.listen(EVENT_CHANNEL, (payload) => {
    const parsed = liveEventSchema.safeParse(safeJson(payload));
    if (!parsed.success) {
      logger.warn({ payloadLength: payload.length }, "ignored malformed live event");
      return;
    }
    for (const deliver of subscribers.get(parsed.data.userId) ?? []) deliver(parsed.data);
  });
  return {
    subscribe(userId, onEvent) {
      const set = subscribers.get(userId) ?? new Set();
      set.add(onEvent);
      subscribers.set(userId, set);
      return () => {
        set.delete(onEvent);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    close: unlisten,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
