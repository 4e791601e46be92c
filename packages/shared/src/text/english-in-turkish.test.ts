import { describe, expect, it } from "vitest";
import { englishIn } from "./english-in-turkish";

describe("English left in Turkish text", () => {
  it("is found in the phrases issue 11 reported", () => {
    expect(englishIn("Article verisinde gerekli alanlar eksik")).toBe("Article");
    expect(englishIn("Content-Security-Policy eksik")).toBe("Content");
    expect(englishIn("Crawl-delay makul")).toBe("Crawl");
    expect(englishIn("AI önerileri")).toBe("AI");
    expect(englishIn("Sayfa is missing")).toBe("is");
  });

  it("is not found in code spans, links, placeholders or real names", () => {
    expect(englishIn("İçerik güvenliği politikası (`Content-Security-Policy` başlığı) eksik")).toBeNull();
    expect(englishIn("[Daha fazla bilgi](https://developers.google.com/search/docs/the-page)")).toBeNull();
    expect(englishIn("{{page}} sayfası, robots.txt ve llms.txt")).toBeNull();
    expect(englishIn("Googlebot; AI Overviews'u ve AI Mode'u besler; ChatGPT, GPTBot")).toBeNull();
    expect(englishIn("robots.txt'deki `ai-input=no` satırı")).toBeNull();
  });
});
