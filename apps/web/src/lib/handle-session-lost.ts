import type { QueryClient } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { ApiError } from "./api-client";
import type { Session } from "./auth";

const SESSION_LOST_CODES = new Set(["unauthenticated", "session_expired"]);

/**
 * A 401 for a signed-in tab means the session is gone (revoked, signed out elsewhere, account deleted):
 * forget the signed-in state here and go to /login, back to this page afterwards. A 401 while signed
 * out (a wrong password at login) is left to the screen that asked.
 */
export function handleSessionLost(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401 || !SESSION_LOST_CODES.has(error.code)) return;
  if (!queryClient.getQueryData<Session | null>(["session"])) return;
  queryClient.setQueryData(["session"], null);
  const here = `${window.location.pathname}${window.location.search}`;
  // A full load drops every cached query of the old session and its live-event connection.
  window.location.assign(paths.auth.login(here));
}
