import { createInstance } from "i18next";
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

describe("numbers in translations", () => {
  it("are written with the language's decimal comma or point", async () => {
    const i18n = createInstance();
    await i18n.init({ lng: "tr", resources, fallbackLng: false, interpolation: { escapeValue: false } });
    expect(i18n.t("tasks.impact", { ns: "sites", points: 2.06 })).toBe("+2,1 puan");
    await i18n.changeLanguage("en");
    expect(i18n.t("tasks.impact", { ns: "sites", points: 2.06 })).toBe("+2.1 points");
  });
});
