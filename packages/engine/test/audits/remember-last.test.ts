import { describe, expect, it } from "vitest";
import { rememberLast } from "../../src/audits/shared/remember-last";

describe("rememberLast", () => {
  it("answers a repeated question once and a new one afresh", () => {
    const asked: string[] = [];
    const length = rememberLast((text: string) => {
      asked.push(text);
      return text.length;
    });
    expect([length("ab"), length("ab"), length("abc"), length("ab")]).toEqual([2, 2, 3, 2]);
    expect(asked).toEqual(["ab", "abc", "ab"]);
  });
});
