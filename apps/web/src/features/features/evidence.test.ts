import { FEATURE_SLUGS } from "@sitelens/shared/routes";
import { describe, expect, it } from "vitest";
import type { Evidence } from "@/features/marketing/components/evidence-section";
import { evidenceEn } from "./evidence-en";
import { evidenceTr } from "./evidence-tr";

const pages = ["index", ...FEATURE_SLUGS] as const;
const evidenceOf = (text: typeof evidenceEn, page: (typeof pages)[number]): Evidence =>
  page === "index" ? text.index : text.features[page];

describe("feature page evidence", () => {
  it.each(pages)("%s cites the same outside sources in Turkish and English", (page) => {
    const en = evidenceOf(evidenceEn, page);
    const tr = evidenceOf(evidenceTr, page);
    expect([tr.figure.url, tr.quote.url]).toEqual([en.figure.url, en.quote.url]);
    for (const url of [en.figure.url, en.quote.url]) expect(url).toMatch(/^https:\/\//);
  });

  it.each(pages)("%s states its highlighted number in the sentence screen readers hear", (page) => {
    for (const { figure } of [evidenceOf(evidenceEn, page), evidenceOf(evidenceTr, page)])
      expect(figure.text).toContain(figure.value.replace(/^\+/, ""));
  });
});
