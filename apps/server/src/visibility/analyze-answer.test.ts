import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analyze-answer";
import { summarizeAnswers } from "./summarize-answers";

const site = { brand: "Kahve Dükkânı", url: "https://www.kahvedukkani.com.tr/" };
const competitors = ["globex.com", "Initech Kahve"];

describe("visibility metrics on known answers", () => {
  it("finds the brand by name with Turkish casing, ranks it among the tracked brands, reads citations", () => {
    const findings = analyzeAnswer(
      {
        text: "1. GLOBEX geniş seçki sunuyor.\n2. KAHVE DÜKKÂNI en iyi taze kavrum için önerilen marka.\n3. Initech Kahve pahalı.",
        citations: [
          { url: "https://kahvedukkani.com.tr/kavrulmus?utm_source=openai", title: null, citedText: null },
          { url: "https://globex.com/", title: null, citedText: null },
        ],
      },
      site,
      competitors,
    );
    expect(findings).toEqual({
      mentioned: true,
      position: 2,
      cited: true,
      citedUrls: ["https://kahvedukkani.com.tr/kavrulmus?utm_source=openai"],
      competitorsMentioned: ["globex.com", "Initech Kahve"],
      competitorsCited: ["globex.com"],
      sentiment: 1,
    });
  });

  it("counts the domain as a mention, reads Gemini's redirect citations by their domain title, and negative sentiment", () => {
    const findings = analyzeAnswer(
      {
        text: "kahvedukkani.com.tr hakkında şikayet var, kargo yavaş.",
        citations: [
          {
            url: "https://vertexaisearch.cloud.google.com/grounding-api-redirect/AB",
            title: "kahvedukkani.com.tr",
            citedText: null,
          },
        ],
      },
      site,
      competitors,
    );
    expect(findings).toMatchObject({
      mentioned: true,
      position: 1,
      cited: true,
      competitorsMentioned: [],
      sentiment: -1,
    });
  });

  it("does not match inside other words and reports absence", () => {
    const findings = analyzeAnswer(
      { text: "Globexcorp ve Süperkahvedükkânıcı bir yana, Initech Kahve öne çıkıyor.", citations: [] },
      site,
      competitors,
    );
    expect(findings).toEqual({
      mentioned: false,
      position: null,
      cited: false,
      citedUrls: [],
      competitorsMentioned: ["Initech Kahve"],
      competitorsCited: [],
      sentiment: null,
    });
  });

  it("summarises rates, average position, share of voice and the score", () => {
    const base = { cited: false, citedUrls: [], competitorsCited: [], sentiment: null };
    const metrics = summarizeAnswers([
      {
        ...base,
        mentioned: true,
        position: 1,
        cited: true,
        citedUrls: ["u"],
        competitorsMentioned: ["a"],
        sentiment: 1,
      },
      { ...base, mentioned: true, position: 3, competitorsMentioned: ["a", "b"], sentiment: 0 },
      { ...base, mentioned: false, position: null, competitorsMentioned: ["a"] },
      { ...base, mentioned: false, position: null, competitorsMentioned: [] },
      { ...base, mentioned: true, position: null, cited: true, citedUrls: ["u"], competitorsMentioned: [] },
    ]);
    expect(metrics).toEqual({
      answers: 5,
      mentionRate: 0.6,
      citationRate: 0.4,
      averagePosition: 2,
      shareOfVoice: 0.333,
      sentiment: 0.5,
      score: 60,
    });
  });
});
