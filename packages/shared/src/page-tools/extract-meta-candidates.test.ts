import { describe, expect, it } from "vitest";
import { keyPhrases } from "../text/key-phrases";
import { stem } from "../text/stem";
import { extractMetaCandidates } from "./extract-meta-candidates";
import { trimAtWord } from "./meta-limits";

const turkishPage = {
  language: "tr" as const,
  title: "Evde Filtre Kahve Demleme Rehberi | Örnek Kahve",
  h1: "Evde filtre kahve demleme rehberi",
  headings: ["Filtre kahve için hangi oran kullanılmalı?", "Su sıcaklığı kaç derece olmalı?"],
  leadText:
    "Filtre kahve, çekirdeğin karakterini en açık biçimde gösteren demleme yöntemlerinden biridir. Bu rehberde V60, Chemex ve French press ile evde tutarlı sonuç almak için gereken oranları anlatıyoruz.",
  mainText:
    "Evde filtre kahve demleme rehberi Filtre kahve, çekirdeğin karakterini en açık biçimde gösteren demleme yöntemlerinden biridir. Filtre kahve için hangi oran kullanılmalı? Başlangıç için 1:16 oranını öneriyoruz: 15 gram kahveye 250 mililitre su. Filtre kahvenin lezzeti öğütme kalınlığına bağlıdır. Su sıcaklığı kaç derece olmalı? Suyun 90 ile 96 derece arasında olması gerekir.",
  siteName: "Örnek Kahve",
};

describe("extractive meta candidates", () => {
  it("stems Turkish and English inflections together", () => {
    expect(["kahve", "kahveyi", "kahvenin", "kahveler", "kahvelerden"].map((w) => stem(w, "tr"))).toEqual(
      Array(5).fill("kahv"),
    );
    expect(["brew", "brews", "brewing", "brewed"].map((w) => stem(w, "en"))).toEqual(Array(4).fill("brew"));
  });

  it("finds key phrases without stop words, weighting the title and headings", () => {
    const phrases = keyPhrases(
      [
        { text: turkishPage.h1, weight: 3 },
        { text: turkishPage.mainText, weight: 1 },
      ],
      "tr",
    ).map((phrase) => phrase.text.toLocaleLowerCase("tr"));
    expect(phrases[0]).toBe("filtre kahve demleme");
    expect(phrases.some((phrase) => /\b(ve|için|ile|bu)\b/u.test(phrase))).toBe(false);
  });

  it("builds titles and descriptions from the page, none over 60 / 160 characters", () => {
    const candidates = extractMetaCandidates(turkishPage);
    expect(candidates.length).toBe(3);
    for (const candidate of candidates) {
      expect([...candidate.title].length).toBeLessThanOrEqual(60);
      expect([...candidate.description].length).toBeLessThanOrEqual(160);
      expect(candidate.keywords.length).toBeGreaterThan(0);
    }
    expect(candidates[0]!.title).toBe("Evde filtre kahve demleme rehberi | Örnek Kahve");
    // Descriptions are whole sentences from the page, not headings glued to text.
    for (const { description } of candidates)
      expect(turkishPage.mainText + turkishPage.leadText).toContain(
        description.split(". ")[0]!.replace(/\.$/, ""),
      );
  });

  it("works on English pages with English stop words", () => {
    const [first] = extractMetaCandidates({
      language: "en",
      title: "Freshly roasted filter coffee from Istanbul",
      h1: "Freshly roasted filter coffee from Istanbul",
      headings: ["Why roast date matters"],
      leadText: "We roast single-origin beans every Tuesday and Friday and ship them the same week.",
      mainText:
        "Freshly roasted filter coffee from Istanbul We roast single-origin beans every Tuesday and Friday and ship them the same week. Why roast date matters Coffee tastes best two to four weeks after its roast date, so every bag carries it.",
      siteName: "Ornek Coffee",
    });
    expect(first!.title).toBe("Freshly roasted filter coffee from Istanbul | Ornek Coffee");
    expect(first!.keywords).toContain("roasted filter coffee");
    expect(first!.keywords.some((keyword) => /\b(the|from|and)\b/.test(keyword))).toBe(false);
  });

  it("trims at a word boundary without dangling punctuation", () => {
    expect(trimAtWord("Kahve demleme rehberi: oran, ısı ve süre", 24)).toBe("Kahve demleme rehberi");
  });
});
