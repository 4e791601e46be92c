import type { DehydratedState } from "@tanstack/react-query";

/** The id of the JSON data block a pre-rendered page carries (not executed, so CSP does not apply). */
export const PRERENDER_DATA_ID = "sitelens-data";

let serverState: DehydratedState | null = null;

/** Set by the pre-renderer before it renders a page, so the app's query client starts with the page's data. */
export function setServerQueryState(state: DehydratedState | null) {
  serverState = state;
}

/** The query data the page was pre-rendered with: the same on the server and while hydrating. */
export function readPrerenderedQueries(): DehydratedState | null {
  if (typeof document === "undefined") return serverState;
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}
