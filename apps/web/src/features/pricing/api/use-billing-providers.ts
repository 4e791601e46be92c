import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Which payment providers the installation has; asked only for signed-in visitors. */
export function useBillingProviders(enabled: boolean) {
  return useQuery({
    queryKey: ["billing-config"],
    queryFn: ({ signal }) => api.get<{ providers: ("stripe" | "iyzico")[] }>("/api/billing/config", signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
