import { describe, expect, it } from "vitest";
import { weeklyReportWeek } from "./weekly-report-week";

const at = (iso: string) => new Date(iso);

describe("the weekly report's local Monday morning", () => {
  it("follows New York across the spring DST change, while Istanbul stays at UTC+3", () => {
    // 8 March 2027: New York is on EST (UTC−5), so 08:00 there is 13:00 UTC.
    expect(weeklyReportWeek(at("2027-03-08T12:30:00Z"), "America/New_York")).toBeNull();
    expect(weeklyReportWeek(at("2027-03-08T13:00:00Z"), "America/New_York")).toBe("2027-03-08");
    // 15 March 2027: EDT (UTC−4) since the 14th, so 08:00 is 12:00 UTC.
    expect(weeklyReportWeek(at("2027-03-15T11:59:00Z"), "America/New_York")).toBeNull();
    expect(weeklyReportWeek(at("2027-03-15T12:00:00Z"), "America/New_York")).toBe("2027-03-15");
    for (const monday of ["2027-03-08", "2027-03-15"]) {
      expect(weeklyReportWeek(at(`${monday}T04:59:00Z`), "Europe/Istanbul")).toBeNull();
      expect(weeklyReportWeek(at(`${monday}T05:00:00Z`), "Europe/Istanbul")).toBe(monday);
    }
  });

  it("follows New York back across the autumn change", () => {
    // 26 October 2026 on EDT, 2 November 2026 on EST (the change was on 1 November).
    expect(weeklyReportWeek(at("2026-10-26T12:00:00Z"), "America/New_York")).toBe("2026-10-26");
    expect(weeklyReportWeek(at("2026-11-02T12:00:00Z"), "America/New_York")).toBeNull();
    expect(weeklyReportWeek(at("2026-11-02T13:00:00Z"), "America/New_York")).toBe("2026-11-02");
  });

  it("uses the local date: Monday morning in Istanbul is still Sunday in New York", () => {
    const instant = at("2027-03-08T05:30:00Z");
    expect(weeklyReportWeek(instant, "Europe/Istanbul")).toBe("2027-03-08");
    expect(weeklyReportWeek(instant, "America/New_York")).toBeNull();
    // Tuesday in Istanbul is past the Monday: nothing (the week was claimed on Monday).
    expect(weeklyReportWeek(at("2027-03-09T05:30:00Z"), "Europe/Istanbul")).toBeNull();
  });
});
