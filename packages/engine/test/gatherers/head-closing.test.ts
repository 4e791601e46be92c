import { describe, expect, it } from "vitest";
import { effectiveCanonical } from "../../src/audits/shared/declared-canonicals";
import { parseHtmlFacts } from "../../src/gatherers/page/parse-html-facts";
import { PAGE_URL, pageFrom, runAudit } from "../audits/helpers";

const CANONICAL = '<link rel="canonical" href="https://www.ornek.com.tr/blog/yazi">';
const doc = (head: string, body = "<h1>Başlık</h1>") =>
  `<!DOCTYPE html><html lang="tr"><head><title>Yazı</title>${head}</head><body>${body}</body></html>`;

describe("the head ends where the HTML5 tree builder ends it", () => {
  it("ignores hreflang links in the body, as Lighthouse does", () => {
    const page = doc(
      '<link rel="alternate" hreflang="en" href="https://www.ornek.com.tr/en/post">',
      '<h1>Yazı</h1><link rel="alternate" hreflang="nonsense" href="https://www.ornek.com.tr/x">',
    );
    const facts = parseHtmlFacts(page, PAGE_URL);
    expect(facts.hreflangs).toEqual([{ lang: "en", href: "https://www.ornek.com.tr/en/post" }]);
    expect(facts.headClosedBy).toBeNull();
    expect(facts.headTagsInBody).toEqual(['link rel="alternate" hreflang="nonsense"']);
    expect(runAudit("hreflang", { page: pageFrom(page) }).score).toBe(1);
  });

  it("ends the head at an element that cannot live there and names it", () => {
    const facts = parseHtmlFacts(doc(`<meta charset="utf-8"><img src="/piksel.gif">${CANONICAL}`), PAGE_URL);
    expect(facts.canonicals).toEqual([]);
    expect(facts.headClosedBy).toBe("img");
    expect(facts.headTagsInBody).toEqual(['link rel="canonical"']);
    const outcome = runAudit("head-closed-early", {
      page: pageFrom(doc(`<iframe src="/gtm"></iframe>${CANONICAL}`)),
    });
    expect(outcome).toEqual({ score: 0, notApplicable: false });
  });

  it("ends the head at stray text but not at whitespace, comments or raw-text content", () => {
    expect(parseHtmlFacts(doc(`\n  <!-- yorum -->\n${CANONICAL}`), PAGE_URL).canonicals).toHaveLength(1);
    const stray = parseHtmlFacts(doc(`merhaba ${CANONICAL}`), PAGE_URL);
    expect(stray.headClosedBy).toBe("#text");
    expect(stray.canonicals).toEqual([]);
    // With scripting on, a <noscript> in the head is text to the parser: its tracking <img> ends nothing.
    const pixel = parseHtmlFacts(
      doc(`<noscript><img height="1" src="https://www.facebook.com/tr?id=1"></noscript>${CANONICAL}`),
      PAGE_URL,
    );
    expect(pixel.headClosedBy).toBeNull();
    expect(pixel.canonicals).toHaveLength(1);
    const script = parseHtmlFacts(
      doc(`<script>document.write("<div>x</div>")</script>${CANONICAL}`),
      PAGE_URL,
    );
    expect(script.canonicals).toHaveLength(1);
  });

  it("reads robots meta after an early end as being in the body", () => {
    const facts = parseHtmlFacts(doc('<div></div><meta name="robots" content="noindex">'), PAGE_URL);
    expect(facts.robotsMeta).toEqual([{ name: "robots", content: "noindex", inBody: true }]);
  });
});

describe("<base href>", () => {
  const page = doc(
    '<base href="https://cdn.ornek.com.tr/tr/"><link rel="canonical" href="rehber">',
    '<a href="iletisim">İletişim</a>',
  );

  it("resolves links and the effective canonical against the base, keeping the written href for the audits", () => {
    const facts = parseHtmlFacts(page, PAGE_URL);
    expect(facts.baseUrl).toBe("https://cdn.ornek.com.tr/tr/");
    expect(facts.links[0]?.href).toBe("https://cdn.ornek.com.tr/tr/iletisim");
    expect(facts.canonicals).toEqual(["rehber"]);
    expect(effectiveCanonical(pageFrom(page))).toBe("https://cdn.ornek.com.tr/tr/rehber");
    // Lighthouse still fails a relative canonical, base or not.
    expect(runAudit("canonical", { page: pageFrom(page) }).score).toBe(0);
  });

  it("counts only the first base and ignores one in the body", () => {
    const facts = parseHtmlFacts(
      doc('<base href="/a/"><base href="/b/">', '<base href="/c/"><a href="x">x</a>'),
      PAGE_URL,
    );
    expect(facts.links[0]?.href).toBe("https://www.ornek.com.tr/a/x");
  });
});
