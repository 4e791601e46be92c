import { hydrate, QueryClient } from "@tanstack/react-query";
import { readPrerenderedQueries } from "@/features/marketing/prerender/prerendered-queries";

const MINUTE = 60_000;

export function createQueryClient() {
  const client = new QueryClient({
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
