import { describe, expect, it } from "vitest";
import { numberFormats } from "./format-numbers";
import { formatTaskImpact } from "./format-task-impact";

describe("numbers in the reader's language", () => {
  it("writes Turkish with a decimal comma, a leading percent sign and 'sn'", () => {
    const tr = numberFormats("tr");
    expect(tr.points(2.06)).toBe("+2,1");
    expect(tr.seconds(640)).toBe("0,6 sn");
    expect(tr.percent(0.45)).toBe("%45");
    expect(tr.number(0.0456, 3)).toBe("0,046");
    expect(tr.number(12345)).toBe("12.345");
    expect(tr.milliseconds(99.4)).toBe("99 ms");
    expect(tr.measure(0.1234, 3)).toBe("0,123");
    expect(tr.seconds(null)).toBe("–");
    expect(tr.dateTime("2026-03-05T14:07:00")).toBe("5 Mar 2026 14:07");
  });

  it("writes English with a decimal point, a trailing percent sign and 's'", () => {
    const en = numberFormats("en");
    expect(en.points(2.06)).toBe("+2.1");
    expect(en.points(0)).toBe("+0.0");
    expect(en.seconds(640)).toBe("0.6 s");
    expect(en.percent(0.45)).toBe("45%");
    expect(en.number(12345)).toBe("12,345");
    expect(en.dateTime("2026-03-05T14:07:00")).toBe("Mar 5, 2026, 2:07 PM");
  });
});

describe("a task's impact", () => {
  it("never reads +0,0: a tiny gain is '<+0,1', an unweighted check says so in words", () => {
    expect(formatTaskImpact("tr", 2.06)).toBe("+2,1 puan");
    expect(formatTaskImpact("tr", 0.02)).toBe("<+0,1 puan");
    expect(formatTaskImpact("en", 0.04)).toBe("<+0.1 points");
    expect(formatTaskImpact("tr", 0)).toBe("Puanı etkilemez");
    expect(formatTaskImpact("en", 0)).toBe("No effect on the score");
  });
});
