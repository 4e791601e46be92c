import type { AuditResult } from "@sitelens/shared/scan-result";
import { describe, expect, it } from "vitest";
import { defineHtmlAudit, defineSiteAudit } from "../src/audits/define-audit";
import { check } from "../src/audits/outcome";
import { PageAuditTally } from "../src/audits/page-audit-tally";
import { runSiteAudit } from "../src/audits/run-site-audit";
import { toAuditResult } from "../src/audits/to-audit-result";
import { LAB_CURVES } from "../src/config/metric-curves";
import { logNormalScore } from "../src/scoring/log-normal-score";
import { scoreCategories, scoreOverall } from "../src/scoring/score-categories";
import { auditById, auditResult, html, ORIGIN, pageFrom, robotsFrom, siteFrom } from "./audits/helpers";

const meta = {
  category: "content" as const,
  engines: [],
  title: { tr: "t", en: "t" },
  failureTitle: { tr: "f", en: "f" },
  description: { tr: "d", en: "d" },
  learnMore: "https://example.org",
};

function result(
  id: string,
  score: number | null,
  weight: number,
  category: AuditResult["category"] = "content",
): AuditResult {
  return auditResult(id, { score, weight, category, notApplicable: score === null });
}

describe("Lighthouse log-normal metric scores", () => {
  const lcp = LAB_CURVES["largest-contentful-paint"].mobile;

  it("scores the p10 control point 0.90 and the median 0.50", () => {
    expect(logNormalScore(lcp, lcp.p10)).toBeCloseTo(0.9, 2);
    expect(logNormalScore(lcp, lcp.median)).toBeCloseTo(0.5, 2);
  });

  it("falls towards 0 for slow values and reaches 1 for instant ones", () => {
    expect(logNormalScore(lcp, 20_000)).toBeLessThan(0.05);
    expect(logNormalScore(lcp, 0)).toBe(1);
  });
});

describe("category and overall scores", () => {
  it("average scored audits by weight and leave not-applicable ones out", () => {
    const categories = scoreCategories([result("a", 1, 3), result("b", 0, 1), result("c", null, 0)]);
    expect(categories.content).toBeCloseTo(0.75);
  });

  it("report a category with nothing applicable as null, and the overall skips it instead of counting 0", () => {
    const categories = scoreCategories([result("a", 1, 1, "technical"), result("b", null, 0, "offpage")]);
    expect(categories.offpage).toBeNull();
    expect(scoreOverall(categories)).toBe(100);
  });
});

describe("an audit that throws", () => {
  it("becomes an error result with weight 0 and does not stop the other audits", () => {
    const broken = defineSiteAudit({ ...meta, id: "broken" }, () => {
      throw new Error("boom");
    });
    const outcome = runSiteAudit(broken, siteFrom());
    const serialised = toAuditResult(broken, outcome);
    expect(serialised).toMatchObject({ score: null, weight: 0, error: "boom" });
  });

  it("inside per-page auditing marks only that audit as errored", () => {
    const throwing = defineHtmlAudit({ ...meta, id: "throws" }, () => {
      throw new Error("bad page");
    });
    const fine = auditById("document-title");
    if (fine.scope !== "page") throw new Error("page audit expected");
    const tally = new PageAuditTally([throwing, fine]);
    tally.record(pageFrom(html()), { robots: robotsFrom(""), siteHost: "www.ornek.com.tr" });
    const outcomes = tally.outcomes();
    expect(outcomes.get("throws")).toMatchObject({ score: null, error: "bad page" });
    expect(outcomes.get("document-title")).toMatchObject({ score: 1, error: null });
  });
});

describe("per-page aggregation", () => {
  const titleless = defineHtmlAudit({ ...meta, id: "has-title" }, (facts) => check(facts.titles.length > 0));
  const scoreFor = (good: number, bad: number) => {
    const tally = new PageAuditTally([titleless]);
    const context = { robots: robotsFrom(""), siteHost: "www.ornek.com.tr" };
    for (let i = 0; i < good; i++) tally.record(pageFrom(html(), { url: `${ORIGIN}/g${i}` }), context);
    for (let i = 0; i < bad; i++)
      tally.record(pageFrom(html({ title: null }), { url: `${ORIGIN}/b${i}` }), context);
    return tally.outcomes().get("has-title");
  };

  it("scores the share of applicable pages passing, so crawling more pages neither inflates nor sinks it", () => {
    expect(scoreFor(3, 1)?.score).toBeCloseTo(0.75);
    expect(scoreFor(30, 10)?.score).toBeCloseTo(0.75);
    expect(scoreFor(3, 1)).toMatchObject({ applicable: 4, passed: 3, failingUrls: [`${ORIGIN}/b0`] });
  });

  it("keeps the first 200 failing URLs and 50 detail rows by page URL, rows of a page in the audit's order, whatever order pages come in", () => {
    const flagged = defineHtmlAudit({ ...meta, id: "flagged" }, (_facts, page) => ({
      score: 0,
      details: [
        { url: page.url, n: 2 },
        { url: page.url, n: 1 },
      ],
    }));
    const run = (order: number[]) => {
      const tally = new PageAuditTally([flagged]);
      const context = { robots: robotsFrom(""), siteHost: "www.ornek.com.tr" };
      for (const i of order) tally.record(pageFrom(html(), { url: `${ORIGIN}/p${i}` }), context);
      return tally.outcomes().get("flagged");
    };
    const ids = Array.from({ length: 300 }, (_, i) => i);
    const reversed = run([...ids].reverse());
    const shuffled = run(ids.map((i) => (i * 7919) % 300));
    const urls = ids.map((i) => `${ORIGIN}/p${i}`).sort();
    expect(reversed?.failingUrls).toEqual(urls.slice(0, 200));
    expect(shuffled?.failingUrls).toEqual(urls.slice(0, 200));
    const rows = urls.slice(0, 25).flatMap((url) => [
      { url, n: 2 },
      { url, n: 1 },
    ]);
    expect(reversed?.details).toEqual(rows);
    expect(shuffled?.details).toEqual(rows);
  });

  it("keeps a page's first rows when it has more than fit, after the rows of a page with an earlier URL", () => {
    const many = defineHtmlAudit({ ...meta, id: "many" }, (_facts, page) => ({
      score: 0,
      details: Array.from({ length: page.url.endsWith("/b") ? 60 : 3 }, (_, n) => ({ url: page.url, n })),
    }));
    const tally = new PageAuditTally([many]);
    const context = { robots: robotsFrom(""), siteHost: "www.ornek.com.tr" };
    tally.record(pageFrom(html(), { url: `${ORIGIN}/b` }), context);
    tally.record(pageFrom(html(), { url: `${ORIGIN}/a` }), context);
    const expected = [
      ...Array.from({ length: 3 }, (_, n) => ({ url: `${ORIGIN}/a`, n })),
      ...Array.from({ length: 47 }, (_, n) => ({ url: `${ORIGIN}/b`, n })),
    ];
    expect(tally.outcomes().get("many")?.details).toEqual(expected);
  });
});
