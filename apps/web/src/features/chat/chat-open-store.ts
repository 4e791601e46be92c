import { useSyncExternalStore } from "react";

/** Whether the chat panel is open: the desktop launcher and the mobile bottom bar share it. */
let open = false;
const listeners = new Set<() => void>();

export function setChatOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export function useChatOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
