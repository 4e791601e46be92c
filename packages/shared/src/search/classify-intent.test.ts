import { describe, expect, it } from "vitest";
import { classifyIntent, detectKeywordLanguage } from "./classify-intent";
import { difficultyBand } from "./keyword-contracts";

describe("classifyIntent", () => {
  it.each([
    ["seo aracı nasıl kullanılır", "tr", "informational"],
    ["seo nedir", "tr", "informational"],
    ["en iyi seo aracı", "tr", "commercial"],
    ["ahrefs vs semrush", "en", "commercial"],
    ["seo aracı fiyatları", "tr", "transactional"],
    ["buy seo audit", "en", "transactional"],
    ["sitelens giriş", "tr", "navigational"],
    ["how to improve rankings", "en", "informational"],
    ["seo aracı", "tr", "informational"],
  ] as const)("%s → %s", (keyword, language, intent) => {
    expect(classifyIntent(keyword, language)).toBe(intent);
  });

  it("detects the keyword's language", () => {
    expect(detectKeywordLanguage("site hızı nasıl artırılır", "en")).toBe("tr");
    expect(detectKeywordLanguage("best seo tool", "tr")).toBe("en");
    expect(detectKeywordLanguage("seo", "tr")).toBe("tr");
  });

  it("bands difficulty at 30 and 60", () => {
    expect([
      difficultyBand(null),
      difficultyBand(29),
      difficultyBand(30),
      difficultyBand(59),
      difficultyBand(60),
    ]).toEqual([null, "easy", "medium", "medium", "hard"]);
  });
});
