import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { networkRetry } from "./network-retry";

describe("networkRetry", () => {
  it("retries network failures three times after 1, 2 and 3 seconds", () => {
    const offline = new ApiError("network_error", "offline", 0);
    expect([0, 1, 2, 3].map((count) => networkRetry.retry(count, offline))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([0, 1, 2].map(networkRetry.retryDelay)).toEqual([1000, 2000, 3000]);
  });

  it("never retries an answer from the server", () => {
    expect(networkRetry.retry(0, new ApiError("duplicate_site", "Bu URL zaten eklenmiş.", 409))).toBe(false);
  });
});
