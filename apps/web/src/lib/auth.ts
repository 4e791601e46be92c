import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { ApiError, api } from "./api-client";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified?: boolean;
  image?: string | null;
};
export type Session = { session: { id: string; expiresAt: string }; user: SessionUser };

export function getSession(signal?: AbortSignal): Promise<Session | null> {
  return api.get<Session | null>("/api/auth/get-session", signal);
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ["session"], queryFn: ({ signal }) => getSession(signal) });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

export function signOut(): Promise<unknown> {
  return api.post("/api/auth/sign-out", {});
}

/** A full page load after signing out drops every cached query and the live-event connection at once. */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => window.location.assign(paths.auth.login()),
    onError: (error) => {
      // Spec §8: a logout error is shown unless the session was already gone.
      if (error instanceof ApiError && error.status === 401)
        return window.location.assign(paths.auth.login());
      toast.error(error.message);
    },
  });
}
