import { describe, expect, it } from "vitest";
import { parseHtmlFacts } from "../../src/gatherers/page/parse-html-facts";
import { html, PAGE_URL, pageFrom, prose, runAudit } from "./helpers";

const errorTemplate = html({
  title: "Ups!",
  body: "<h1>Ups!</h1><p>Aradığınız şey burada değil, ana sayfaya dönün.</p>",
});
const probeOf = (status: number) => ({
  url: "https://www.ornek.com.tr/sitelens-404-probe",
  status,
  simhash: parseHtmlFacts(errorTemplate, PAGE_URL).simhash,
  wordCount: 8,
});

describe("soft-404 uses status-independent signals", () => {
  it("flags a page that is the site's own error template served with 200", () => {
    expect(runAudit("soft-404", { page: pageFrom(errorTemplate), notFoundProbe: probeOf(404) }).score).toBe(
      0,
    );
  });

  it("does not flag an article about 404 errors", () => {
    const article = html({
      title: "404 Not Found hatası nasıl düzeltilir?",
      body: `<h1>404 hatası nedir?</h1><p>${prose(400)}</p>`,
    });
    expect(runAudit("soft-404", { page: pageFrom(article), notFoundProbe: probeOf(404) }).score).toBe(1);
  });

  it("flags a thin page saying not found even without a probe", () => {
    const thin = html({ title: "Sayfa bulunamadı", body: "<h1>Sayfa bulunamadı</h1>" });
    expect(runAudit("soft-404", { page: pageFrom(thin) }).score).toBe(0);
  });
});
