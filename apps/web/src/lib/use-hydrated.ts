import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and while it hydrates, true once the app runs. A pre-rendered form
 * that needs the app (a bot check, a JSON request) can stay disabled until then: a native submit
 * would put what was typed into the address and reload the page without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
