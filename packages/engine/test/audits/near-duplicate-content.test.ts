import { describe, expect, it } from "vitest";
import { nearDuplicateContent } from "../../src/audits/near-duplicate-content";
import { simhashSimilarity } from "../../src/gatherers/page/compute-simhash";
import type { PageRecord } from "../../src/gatherers/site/types";
import { seededRandom } from "../support/seeded-random";
import { ORIGIN, recordFrom, siteFrom } from "./helpers";

/** The rule stated plainly: every other page at ≥ 85 % bit agreement whose text is not an exact copy. */
function reference(pages: PageRecord[]) {
  return pages.map((page) => {
    const similar = pages.filter(
      (other) =>
        other !== page &&
        other.textHash !== page.textHash &&
        simhashSimilarity(page.simhash ?? "", other.simhash ?? "") >= 0.85,
    );
    return {
      url: page.url,
      similarTo: similar
        .slice(0, 5)
        .map((other) => other.url)
        .join(" "),
    };
  });
}

const hex = (high: number, low: number) =>
  (high >>> 0).toString(16).padStart(8, "0") + (low >>> 0).toString(16).padStart(8, "0");

describe("near-duplicate-content", () => {
  it("finds the same pairs as comparing every page with every other, at the 85 % line exactly", () => {
    const next = seededRandom(5);
    const word = () => (next() * 2 ** 32) | 0;
    const pages: PageRecord[] = [];
    // Families of pages: a random SimHash and copies with 0 to 12 bits flipped (9 is the most that still counts),
    // some sharing the text hash of the family's first page (exact copies, reported by another audit).
    for (let family = 0; family < 40; family++) {
      const high = word();
      const low = word();
      for (let member = 0; member < 8; member++) {
        let h = high;
        let l = low;
        const flips = member === 0 ? 0 : Math.floor(next() * 13);
        for (let bit = 0; bit < flips; bit++) {
          const at = Math.floor(next() * 64);
          if (at < 32) h ^= 1 << at;
          else l ^= 1 << (at - 32);
        }
        const url = `${ORIGIN}/f${family}/m${member}`;
        const textHash = member > 0 && next() < 0.2 ? `f${family}` : url;
        pages.push(recordFrom(url, { simhash: hex(h, l), textHash: member === 0 ? `f${family}` : textHash }));
      }
    }
    const outcome = nearDuplicateContent.audit(siteFrom({ pages }));
    const expected = reference(pages).filter((row) => row.similarTo !== "");
    expect(expected.length).toBeGreaterThan(50);
    expect(outcome.applicable).toBe(pages.length);
    expect(outcome.details).toEqual(expected);
    expect(outcome.failingUrls).toEqual(expected.map((row) => row.url).sort());
  });

  it("leaves out pages under 50 words and pages without a SimHash", () => {
    const simhash = "0123456789abcdef";
    const outcome = nearDuplicateContent.audit(
      siteFrom({
        pages: [
          recordFrom(`${ORIGIN}/a`, { simhash }),
          recordFrom(`${ORIGIN}/b`, { simhash, wordCount: 49 }),
          recordFrom(`${ORIGIN}/c`, { simhash: null }),
        ],
      }),
    );
    expect(outcome.applicable).toBe(1);
    expect(outcome.score).toBe(1);
  });
});
