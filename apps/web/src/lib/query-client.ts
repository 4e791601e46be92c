import { QueryClient } from "@tanstack/react-query";

const MINUTE = 60_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
