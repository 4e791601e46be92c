import { describe, expect, it } from "vitest";
import { resources } from "./index";

/** Every key path of a translation tree, e.g. "language.label". */
function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("translations", () => {
  // The browser loads one language only (no fallback language), so a key missing in one would show raw.
  it("carries the same keys, every one with text, in Turkish and English", () => {
    expect(Object.keys(resources.tr).sort()).toEqual(Object.keys(resources.en).sort());
    for (const namespace of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect(keysOf(resources.tr[namespace]).sort(), namespace).toEqual(
        keysOf(resources.en[namespace]).sort(),
      );
      for (const language of ["tr", "en"] as const) {
        const empty = keysOf(resources[language][namespace]).filter((path) => {
          const text = path
            .split(".")
            .reduce<unknown>(
              (node, key) => (node as Record<string, unknown>)[key],
              resources[language][namespace],
            );
          return typeof text !== "string" || text.trim() === "";
        });
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    }
  });
});
