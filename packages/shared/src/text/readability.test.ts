import { describe, expect, it } from "vitest";
import { atesmanReadability, fleschKincaidGrade, fleschReadingEase, readability } from "./readability";
import { splitSentences } from "./sentences";
import { englishSyllables, turkishSyllables } from "./syllables";

describe("readability formulas against published values", () => {
  // Flesch's reading-ease examples as published (Wikipedia, "Flesch–Kincaid readability tests").
  it("scores 'The cat sat on the mat.' 116 and the 16-word reading-passage sentence 69", () => {
    expect(Math.round(readability("The cat sat on the mat.", "en")!.counts.syllables)).toBe(6);
    expect(Math.round(fleschReadingEase({ sentences: 1, words: 6, syllables: 6 }))).toBe(116);
    const passage = "This sentence, taken as a reading passage unto itself, is being used to prove a point.";
    const result = readability(passage, "en")!;
    expect(result.counts).toEqual({ sentences: 1, words: 16, syllables: 23 });
    expect(Math.round(fleschReadingEase(result.counts))).toBe(69);
  });

  it("scores the platypus sentence 37.5 from its published counts (13 words, 24 syllables)", () => {
    expect(fleschReadingEase({ sentences: 1, words: 13, syllables: 24 })).toBeCloseTo(37.5, 1);
    expect(fleschKincaidGrade({ sentences: 1, words: 13, syllables: 24 })).toBeCloseTo(11.3, 1);
  });

  it("applies Ateşman's coefficients (198.825 − 40.175·syllables/word − 2.610·words/sentence)", () => {
    // 100 words in 10 sentences with 260 syllables: 198.825 − 104.455 − 26.1 = 68.27.
    expect(atesmanReadability({ sentences: 10, words: 100, syllables: 260 })).toBeCloseTo(68.27, 2);
    const easy = readability("Ali topu at. Ayşe ipi tut. Kedi süt içti.", "tr")!;
    const hard = readability(
      "Sözleşmenin yürürlüğe girmesinden itibaren uygulanacak olan yükümlülüklerin değerlendirilmesi, ilgili mevzuat hükümlerinin öngördüğü çerçevede gerçekleştirilecektir.",
      "tr",
    )!;
    expect(easy.formula).toBe("atesman");
    expect(easy.ease).toBeGreaterThan(90);
    expect(hard.ease).toBeLessThan(30);
  });

  it("counts Turkish syllables as vowels, İ and ı included", () => {
    expect(turkishSyllables("İstanbul")).toBe(3);
    expect(turkishSyllables("öğretmenlerimizden")).toBe(7); // öğ-ret-men-le-ri-miz-den
    expect(turkishSyllables("KAHVE")).toBe(2);
    expect(turkishSyllables("ılık")).toBe(2);
  });

  it("counts English syllables with silent e and -ing", () => {
    expect(englishSyllables("passage")).toBe(2);
    expect(englishSyllables("being")).toBe(2);
    expect(englishSyllables("prove")).toBe(1);
    expect(englishSyllables("reading")).toBe(2);
  });

  it("splits sentences but not at abbreviations or decimals", () => {
    expect(splitSentences("Dr. Yılmaz geldi. Oran 1.5 kat arttı! Peki ya şimdi?")).toEqual([
      "Dr. Yılmaz geldi.",
      "Oran 1.5 kat arttı!",
      "Peki ya şimdi?",
    ]);
  });
});
