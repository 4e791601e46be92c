import { describe, expect, it } from "vitest";
import { MAX_POLLS, nextPollStep, POLL_INTERVAL_MS } from "./analysis-poll";

describe("nextPollStep", () => {
  it("waits while live events keep arriving", () => {
    expect(nextPollStep({ polls: 0, lastNewsAt: 1_000 }, 1_000 + POLL_INTERVAL_MS - 1)).toBe("wait");
  });

  it("re-reads the site after 5 silent seconds, six times, then gives up", () => {
    const silent = 1_000 + POLL_INTERVAL_MS;
    expect(nextPollStep({ polls: 0, lastNewsAt: 1_000 }, silent)).toBe("poll");
    expect(nextPollStep({ polls: MAX_POLLS - 1, lastNewsAt: 1_000 }, silent)).toBe("poll");
    expect(nextPollStep({ polls: MAX_POLLS, lastNewsAt: 1_000 }, silent)).toBe("give-up");
    expect(MAX_POLLS).toBe(6);
  });
});
