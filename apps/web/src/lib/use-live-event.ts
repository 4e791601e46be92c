import { useEffect, useRef } from "react";
import { addLiveEventListener, type LiveEvent, type LiveEventType } from "./events";

/** Calls the latest handler for each live event of the given types while the component is mounted. */
export function useLiveEvent(types: readonly LiveEventType[], handler: (event: LiveEvent) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  const key = types.join(",");
  useEffect(() => {
    const wanted = new Set(key.split(","));
    return addLiveEventListener((event) => {
      if (wanted.has(event.type)) latest.current(event);
    });
  }, [key]);
}
