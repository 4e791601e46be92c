import { describe, expect, it } from "vitest";
import { toCsv } from "./to-csv";

describe("toCsv", () => {
  it("neutralises formula-looking text so a spreadsheet shows it instead of running it", () => {
    const csv = toCsv([['=HYPERLINK("https://evil.example","x")', "+1", "@SUM(A1)", "-2+3", "\tcmd"]]);
    expect(csv).toBe(
      '\uFEFF"\'=HYPERLINK(""https://evil.example"",""x"")",\'+1,\'@SUM(A1),\'-2+3,\'\tcmd\r\n',
    );
  });

  it("keeps numbers, quotes separators and starts with a BOM", () => {
    expect(toCsv([["a;b", -5, 3, null, true]])).toBe('\uFEFF"a;b",-5,3,,true\r\n');
  });
});
