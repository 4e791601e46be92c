import { describe, expect, it } from "vitest";
import { checkPublishAt, latestPublishAt } from "./publish-time-rules";
import { slugify } from "./slugify";
import { defaultTimeZone, fromWallTime, toWallTime } from "./zoned-time";

const now = new Date("2026-03-20T10:15:30Z");
const DAY = 86_400_000;

describe("scheduling rules (spec §5)", () => {
  it("accepts the current minute and refuses the minute before", () => {
    expect(checkPublishAt(new Date("2026-03-20T10:15:00Z"), now)).toBeNull();
    expect(checkPublishAt(now, now)).toBeNull();
    expect(checkPublishAt(new Date("2026-03-20T10:14:59Z"), now)).toBe("publish_in_past");
    expect(checkPublishAt(new Date("2025-03-20T10:15:00Z"), now)).toBe("publish_in_past");
  });

  it("accepts exactly 30 days ahead and refuses a millisecond more", () => {
    const limit = new Date(now.getTime() + 30 * DAY);
    expect(latestPublishAt(now)).toEqual(limit);
    expect(checkPublishAt(limit, now)).toBeNull();
    expect(checkPublishAt(new Date(limit.getTime() + 1), now)).toBe("publish_too_far");
    expect(checkPublishAt(new Date(now.getTime() + 31 * DAY), now)).toBe("publish_too_far");
  });

  it("counts 30 days as elapsed time across a daylight-saving change (Berlin, 29 March)", () => {
    // 30 days from 20 March 10:15 UTC is 19 April 10:15 UTC: 12:15 in Berlin (summer time), not 11:15.
    const limit = latestPublishAt(now);
    expect(toWallTime(limit, "Europe/Berlin")).toEqual({ date: "2026-04-19", time: "12:15" });
    expect(
      checkPublishAt(fromWallTime({ date: "2026-04-19", time: "12:15" }, "Europe/Berlin"), now),
    ).toBeNull();
    expect(checkPublishAt(fromWallTime({ date: "2026-04-19", time: "12:16" }, "Europe/Berlin"), now)).toBe(
      "publish_too_far",
    );
  });
});

describe("wall times in a time zone", () => {
  it("reads and writes Istanbul time (UTC+3 all year)", () => {
    const instant = fromWallTime({ date: "2026-07-01", time: "09:30" }, "Europe/Istanbul");
    expect(instant.toISOString()).toBe("2026-07-01T06:30:00.000Z");
    expect(toWallTime(new Date("2026-12-31T22:30:00Z"), "Europe/Istanbul")).toEqual({
      date: "2027-01-01",
      time: "01:30",
    });
  });

  it("the same wall time is a different instant in another zone", () => {
    const istanbul = fromWallTime({ date: "2026-05-10", time: "12:00" }, "Europe/Istanbul");
    const newYork = fromWallTime({ date: "2026-05-10", time: "12:00" }, "America/New_York");
    expect(newYork.getTime() - istanbul.getTime()).toBe(7 * 3_600_000);
  });

  it("moves a time that does not exist (spring forward) past the jump", () => {
    // Berlin skips 02:00–03:00 on 29 March 2026.
    const instant = fromWallTime({ date: "2026-03-29", time: "02:30" }, "Europe/Berlin");
    expect(instant.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(toWallTime(instant, "Europe/Berlin")).toEqual({ date: "2026-03-29", time: "03:30" });
  });

  it("takes the first of a time that happens twice (fall back)", () => {
    // Berlin shows 02:00–03:00 twice on 25 October 2026: first in summer time (UTC+2).
    const instant = fromWallTime({ date: "2026-10-25", time: "02:30" }, "Europe/Berlin");
    expect(instant.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    const newYork = fromWallTime({ date: "2026-11-01", time: "01:30" }, "America/New_York");
    expect(newYork.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("defaults Turkish users to Istanbul and others to their browser's zone", () => {
    expect(defaultTimeZone("tr", "America/New_York")).toBe("Europe/Istanbul");
    expect(defaultTimeZone("en", "America/New_York")).toBe("America/New_York");
    expect(defaultTimeZone("en", undefined)).toBe("UTC");
  });
});

describe("slugify", () => {
  it("transliterates Turkish letters", () => {
    expect(slugify("Şişe ağzı, ılık İçecek: Özgün Üzüm Çayı")).toBe("sise-agzi-ilik-icecek-ozgun-uzum-cayi");
    expect(slugify("İSTANBUL'DA ÇAĞDAŞ ŞEHİRCİLİK")).toBe("istanbulda-cagdas-sehircilik");
  });

  it("drops other accents, punctuation and edge hyphens, and caps the length", () => {
    expect(slugify("  Café — crème brûlée!  ")).toBe("cafe-creme-brulee");
    expect(slugify("a".repeat(100)).length).toBe(80);
    expect(slugify("Kahve Ç", { typing: true })).toBe("kahve-c");
    expect(slugify("kahve ", { typing: true })).toBe("kahve-");
  });
});
