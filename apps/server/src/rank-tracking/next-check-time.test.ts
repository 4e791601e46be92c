import { describe, expect, it } from "vitest";
import { nextCheckTime } from "./next-check-time";

const HOUR = 60 * 60 * 1000;

describe("nextCheckTime", () => {
  it("spreads keywords over the day and keeps each at its own time", () => {
    const after = new Date("2026-11-24T08:00:00Z");
    const hours = Array.from({ length: 48 }, (_, index) =>
      nextCheckTime(`kw-${index}`, "daily", after).getUTCHours(),
    );
    expect(new Set(hours).size).toBeGreaterThan(12);
    const first = nextCheckTime("kw-1", "daily", after);
    const second = nextCheckTime("kw-1", "daily", first);
    expect(second.getTime() - first.getTime()).toBe(24 * HOUR);
  });

  it("waits at least half a day (daily) or six and a half days (weekly)", () => {
    const after = new Date("2026-11-24T08:00:00Z");
    for (let index = 0; index < 30; index++) {
      const daily = nextCheckTime(`kw-${index}`, "daily", after).getTime() - after.getTime();
      const weekly = nextCheckTime(`kw-${index}`, "weekly", after).getTime() - after.getTime();
      expect(daily).toBeGreaterThanOrEqual(12 * HOUR);
      expect(daily).toBeLessThan(36 * HOUR);
      expect(weekly).toBeGreaterThanOrEqual(156 * HOUR);
      expect(weekly).toBeLessThan(180 * HOUR);
    }
  });
});
