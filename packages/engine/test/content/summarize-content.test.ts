import { describe, expect, it } from "vitest";
import { summarizeContent } from "../../src/content/summarize-content";
import { topicTerms } from "../../src/content/topic-terms";
import { ORIGIN, recordFrom } from "../audits/helpers";

describe("topicTerms", () => {
  it("lower-cases by Turkish rules where they differ from plain ASCII, and plain ASCII alike", () => {
    expect(topicTerms("İSTANBUL KAHVE")).toEqual(["istanbul", "kahve", "istanbul kahve"]);
    expect(topicTerms("IŞIK ve IRMAK")).toEqual(["ışık", "ırmak", "ışık ırmak"]);
    expect(topicTerms("FILTRE Kahve")).toEqual(["fıltre", "kahve", "fıltre kahve"]);
    expect(topicTerms("Filter COFFEE guide: brewing")).toEqual([
      "filter",
      "coffee",
      "guide",
      "filter coffee",
      "coffee guide",
      "brewing",
    ]);
  });
});

describe("summarizeContent", () => {
  it("orders topics by pages, then alphabetically by Turkish rules (c ç d, ı i, o ö, s ş, u ü)", () => {
    const titles = [
      "ülke",
      "uçak",
      "şeker",
      "sabun",
      "ıhlamur",
      "incir",
      "çay",
      "ceviz",
      "dut",
      "öykü",
      "okul",
    ];
    const pages = titles.map((title, index) => recordFrom(`${ORIGIN}/${index}`, { title, h1: null }));
    pages.push(recordFrom(`${ORIGIN}/x`, { title: "dut", h1: null }));
    expect(summarizeContent(pages).topics.map((topic) => topic.term)).toEqual([
      "dut",
      "ceviz",
      "çay",
      "ıhlamur",
      "incir",
      "okul",
      "öykü",
      "sabun",
      "şeker",
      "uçak",
      "ülke",
    ]);
  });
});
