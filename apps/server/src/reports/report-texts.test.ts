import { englishIn } from "@sitelens/shared/text/english-in-turkish";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES, reportTexts } from "./report-texts";

/** Every text of a nested object, with its path. */
function textsOf(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? textsOf(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

describe("the Turkish PDF report's texts", () => {
  it("carry no English words", () => {
    const categoryNames = Object.fromEntries(
      Object.entries(CATEGORY_NAMES).map(([id, names]) => [id, names.tr]),
    );
    const found = textsOf({ ...reportTexts("tr"), categoryNames })
      .map(([path, text]) => [path, englishIn(text)] as const)
      .filter(([, word]) => word !== null);
    expect(found).toEqual([]);
  });
});
