import { describe, expect, it } from "vitest";
import { nextMonitoringSlot, siteSlotOffset } from "./next-monitoring-slot";
import { weeklyReportWeek } from "./weekly-report-week";

describe("monitoring slots", () => {
  it("spread sites over the day and the week", () => {
    const offsets = Array.from({ length: 2000 }, (_, index) => siteSlotOffset(`site-${index}`));
    const hours = new Set(offsets.map((offset) => Math.floor(offset.minuteOfDay / 60)));
    const weekdays = new Set(offsets.map((offset) => offset.weekday));
    expect(hours.size).toBe(24);
    expect(weekdays.size).toBe(7);
    expect(siteSlotOffset("site-1")).toEqual(siteSlotOffset("site-1"));
  });

  it("fall on the site's minute, daily or on its weekday, strictly after the given time", () => {
    const after = new Date("2026-11-24T11:00:00Z");
    const { minuteOfDay, weekday } = siteSlotOffset("site-42");
    const daily = nextMonitoringSlot("site-42", "daily", after);
    const weekly = nextMonitoringSlot("site-42", "weekly", after);
    for (const slot of [daily, weekly]) {
      expect(slot.getUTCHours() * 60 + slot.getUTCMinutes()).toBe(minuteOfDay);
      expect(slot.getTime()).toBeGreaterThan(after.getTime());
    }
    expect(daily.getTime() - after.getTime()).toBeLessThanOrEqual(86_400_000);
    expect(weekly.getUTCDay()).toBe(weekday);
    expect(weekly.getTime() - after.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
    // A slot exactly now is past: the next one is a full period later.
    expect(nextMonitoringSlot("site-42", "weekly", weekly).getTime() - weekly.getTime()).toBe(7 * 86_400_000);
  });
});

describe("the weekly report's Monday morning", () => {
  it("is reckoned in the user's time zone, from 08:00 local", () => {
    // Monday 2026-11-30 05:30 UTC is 08:30 in Istanbul (UTC+3) but still early morning in UTC.
    const early = new Date("2026-11-30T05:30:00Z");
    expect(weeklyReportWeek(early, "Europe/Istanbul")).toBe("2026-11-30");
    expect(weeklyReportWeek(early, "UTC")).toBeNull();
    expect(weeklyReportWeek(new Date("2026-11-30T08:00:00Z"), "UTC")).toBe("2026-11-30");
    // Sunday 22:00 UTC is already Monday 01:00 in Istanbul: too early there.
    expect(weeklyReportWeek(new Date("2026-11-29T22:00:00Z"), "Europe/Istanbul")).toBeNull();
    expect(weeklyReportWeek(new Date("2026-12-01T09:00:00Z"), "UTC")).toBeNull();
  });
});
