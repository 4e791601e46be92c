import { describe, expect, it } from "vitest";
import { failedPasswordRules, stripSpaces } from "./password";

describe("password rules (spec §5)", () => {
  it("lists every broken rule in checklist order", () => {
    expect(failedPasswordRules("")).toEqual(["minLength", "uppercase", "lowercase", "digit"]);
    expect(failedPasswordRules("abc")).toEqual(["minLength", "uppercase", "digit"]);
    expect(failedPasswordRules("Sifre123")).toEqual([]);
  });

  it("counts Turkish letters as upper and lower case", () => {
    expect(failedPasswordRules("İĞÜŞçö1")).toEqual([]);
    expect(failedPasswordRules("ığüşçö1")).toEqual(["uppercase"]);
  });

  it("strips every kind of whitespace", () => {
    expect(stripSpaces(" a b\tc\nd\u00a0e ")).toBe("abcde");
  });
});
