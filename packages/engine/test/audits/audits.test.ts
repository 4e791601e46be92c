import { describe, expect, it } from "vitest";
import { AUDITS } from "../../src/audits/registry";
import { aioCases } from "./cases/aio-cases";
import { contentCases } from "./cases/content-cases";
import { linkCases } from "./cases/link-cases";
import { speedCases } from "./cases/speed-cases";
import { technicalPageCases } from "./cases/technical-page-cases";
import { technicalSiteCases } from "./cases/technical-site-cases";
import { uxCases } from "./cases/ux-cases";
import { type AuditCase, auditById, html, pageFrom, runAudit, siteFrom } from "./helpers";

const CASES: AuditCase[] = [
  ...technicalPageCases,
  ...technicalSiteCases,
  ...contentCases,
  ...uxCases,
  ...linkCases,
  ...aioCases,
  ...speedCases,
];

describe.each(CASES)("$id", ({ id, pass, fail }) => {
  it("passes on its passing fixture", () => {
    const outcome = runAudit(id, pass);
    expect(outcome.notApplicable).toBe(false);
    expect(outcome.score).toBeGreaterThanOrEqual(0.9);
  });

  it("fails on its failing fixture", () => {
    const outcome = runAudit(id, fail);
    expect(outcome.notApplicable).toBe(false);
    expect(outcome.score).toBeLessThan(0.9);
  });
});

describe("is-crawlable follows Lighthouse", () => {
  it("passes while at least one crawler may index the page, and prefers a crawler's own meta tag", () => {
    const googleOnly = pageFrom(html({ head: '<meta name="googlebot" content="noindex">' }));
    expect(runAudit("is-crawlable", { page: googleOnly }).score).toBe(1);
    const overridden = pageFrom(
      html({ head: '<meta name="robots" content="noindex"><meta name="googlebot" content="index">' }),
    );
    expect(runAudit("is-crawlable", { page: overridden }).score).toBe(1);
    const everyone = pageFrom(html(), { headers: { "x-robots-tag": "none" } });
    expect(runAudit("is-crawlable", { page: everyone }).score).toBe(0);
  });
});

const PROVIDER_AUDITS = ["backlink-profile", "referring-domains", "domain-authority"];

describe("off-page audits", () => {
  it.each(PROVIDER_AUDITS)(
    "%s is not applicable until a backlink provider is connected, never a number",
    (id) => {
      const audit = auditById(id);
      if (audit.scope !== "site") throw new Error("off-page audits are site audits");
      const outcome = audit.audit(siteFrom());
      expect(outcome).toMatchObject({ score: null, notApplicable: true });
      expect(outcome.displayValue?.en).toContain("backlink provider");
    },
  );

  it("judges verified links and a named authority when the caller supplies them", () => {
    const backlinks = {
      source: "verified" as const,
      activeLinks: 6,
      followedLinks: 5,
      lostLinks: 2,
      referringDomains: 4,
      authority: { value: 4.2, max: 10, scale: "Open PageRank 0–10" },
    };
    const judge = (id: string) => {
      const audit = auditById(id);
      if (audit.scope !== "site") throw new Error("off-page audits are site audits");
      return audit.audit({ ...siteFrom(), backlinks });
    };
    // 5 of 10 followed links, and 2 of 8 known links lost (over a fifth): 0.5 × 0.8.
    expect(judge("backlink-profile")).toMatchObject({
      score: 0.4,
      displayValue: { en: "6 live links, 5 followed, 2 lost (verified links)" },
    });
    expect(judge("referring-domains")).toMatchObject({
      score: 0.2,
      displayValue: { tr: "4 yönlendiren alan adı (doğrulanan bağlantılar)" },
    });
    expect(judge("domain-authority")).toMatchObject({
      score: expect.closeTo(0.42, 5),
      displayValue: { en: "Open PageRank 0–10: 4.2", tr: "Open PageRank 0–10: 4,2" },
    });
    const noAuthority = auditById("domain-authority");
    if (noAuthority.scope !== "site") throw new Error("site audit");
    expect(noAuthority.audit({ ...siteFrom(), backlinks: { ...backlinks, authority: null } })).toMatchObject({
      notApplicable: true,
    });
  });
});

describe("audit catalogue", () => {
  it("gives every other audit a passing and a failing fixture", () => {
    const covered = new Set([...CASES.map((c) => c.id), ...PROVIDER_AUDITS]);
    expect(AUDITS.map((audit) => audit.meta.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it("has tr and en strings and a learn-more link on every audit", () => {
    for (const { meta } of AUDITS) {
      for (const text of [meta.title, meta.failureTitle, meta.description])
        expect(text.tr && text.en).toBeTruthy();
      expect(meta.description.en).toMatch(/\[Learn more\]\(https:\/\//);
      expect(meta.description.tr).toMatch(/\[Daha fazla bilgi\]\(https:\/\//);
    }
  });

  it("has at least 100 audits with unique ids", () => {
    const ids = AUDITS.map((audit) => audit.meta.id);
    expect(ids.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
