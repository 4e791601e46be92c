import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";

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

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
    },
  });
}
