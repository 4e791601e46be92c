import { hydrate, MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { readPrerenderedQueries } from "@/features/marketing/prerender/prerendered-queries";
import { handleSessionLost } from "./handle-session-lost";

const MINUTE = 60_000;

export function createQueryClient() {
  const onError = (error: unknown) => handleSessionLost(client, error);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
  // A pre-rendered page starts with the data it was rendered with, so hydration matches its HTML.
  const prerendered = readPrerenderedQueries();
  if (prerendered) hydrate(client, prerendered);
  return client;
}
