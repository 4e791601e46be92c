import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  createEventInvalidator,
  dispatchLiveEvent,
  LIVE_EVENT_TYPES,
  parseLiveEvent,
  refetchAfterReconnect,
} from "./events";
import { reconnectDelay } from "./reconnect-delay";

const EVENTS_URL = "/api/events";

/** Holds the one server-sent-events connection of a signed-in user. */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const invalidator = createEventInvalidator(queryClient);
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    let wasOpen = false;

    const onMessage = (message: MessageEvent<string>) => {
      const event = parseLiveEvent(message.data);
      if (!event) return;
      invalidator.handle(event);
      dispatchLiveEvent(event);
    };

    const connect = () => {
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      source.onopen = () => {
        attempt = 0;
        // A reopened stream missed whatever was sent while it was down.
        if (wasOpen) refetchAfterReconnect(queryClient);
        wasOpen = true;
      };
      // The browser's own retry has no backoff, so we close and schedule our own.
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        retryTimer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
      for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, onMessage);
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
      invalidator.dispose();
    };
  }, [enabled, queryClient]);
}
