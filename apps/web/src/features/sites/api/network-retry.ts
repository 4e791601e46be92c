import { ApiError } from "@/lib/api-client";

/** Spec §4/§9: network-type failures are retried up to 3 times, waiting 1, 2, then 3 seconds. */
export const networkRetry = {
  retry: (failureCount: number, error: Error) =>
    error instanceof ApiError && error.code === "network_error" && failureCount < 3,
  retryDelay: (failureCount: number) => 1000 * (failureCount + 1),
};
