import { describe, expect, it } from "vitest";
import { domHref } from "../../src/audits/shared/dom-href";
import { createRobotsPolicy } from "../../src/crawl/robots-policy";
import { computeSimhash, hashWords, simhashSimilarity } from "../../src/gatherers/page/compute-simhash";
import { parseHtmlFacts } from "../../src/gatherers/page/parse-html-facts";
import { analyzeRobotsTxt } from "../../src/gatherers/site/analyze-robots-txt";
import { ORIGIN, PAGE_URL, prose, robotsFrom } from "../audits/helpers";

const PAGE = `<!DOCTYPE html><html lang="tr"><head>
<title>Kahve rehberi</title>
<meta name="description" content="Açıklama">
<meta name="robots" content="max-snippet:20">
<meta name="msvalidate.01" content="B1">
<link rel="canonical" href="/blog/yazi">
<link rel="alternate" hreflang="en" href="${ORIGIN}/en/post">
<meta property="og:title" content="Rehber">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"BlogPosting","headline":"H","datePublished":"2026-03-02","author":{"@type":"Person","name":"Elif"}}]}</script>
</head><body>
<header><nav><a href="/">Ana sayfa</a></nav></header>
<main>
<h1>Filtre kahve</h1><h3>Oranlar</h3>
<p id="x">Satışlar %45 arttı ve 1.250.000 fincan satıldı. “Kahve, iyi bir sohbetin bahanesidir,” dedi usta barista.</p>
<p id="x"><a href="https://sca.coffee/research" rel="nofollow noopener">SCA <img src="/logo.png" alt="logosu"></a> <a href="javascript:ac()">aç</a> <a onclick="ac()">menü</a></p>
<svg><title>ikon</title></svg>
<form action="http://www.ornek.com.tr/gonder"></form>
<button style="width:10px">x</button>
</main>
<footer><a href="/iletisim">İletişim</a></footer>
</body></html>`;

describe("parseHtmlFacts", () => {
  const facts = parseHtmlFacts(PAGE, PAGE_URL);

  it("reads head facts: titles (not SVG titles), description, robots, verification, canonical, hreflang", () => {
    expect(facts.titles).toEqual(["Kahve rehberi"]);
    expect(facts.metaDescriptions).toEqual(["Açıklama"]);
    expect(facts.robotsMeta).toEqual([{ name: "robots", content: "max-snippet:20", inBody: false }]);
    expect(facts.verification).toEqual({ google: false, bing: true, yandex: false });
    expect(facts.canonicals).toEqual(["/blog/yazi"]);
    expect(facts.hreflangs).toEqual([{ lang: "en", href: `${ORIGIN}/en/post` }]);
    expect(facts.doctype).toBe("html");
    expect(facts.htmlLang).toBe("tr");
  });

  it("records links with resolved href, anchor text (image alt included), rel and position", () => {
    expect(
      facts.links.map(({ href, text, nofollow, position, internal }) => ({
        href,
        text,
        nofollow,
        position,
        internal,
      })),
    ).toEqual([
      { href: `${ORIGIN}/`, text: "Ana sayfa", nofollow: false, position: "nav", internal: true },
      {
        href: "https://sca.coffee/research",
        text: "SCA logosu",
        nofollow: true,
        position: "main",
        internal: false,
      },
      { href: null, text: "aç", nofollow: false, position: "main", internal: false },
      { href: `${ORIGIN}/iletisim`, text: "İletişim", nofollow: false, position: "footer", internal: true },
    ]);
    expect(facts.anchors.map((anchor) => [anchor.rawHref, anchor.text, anchor.listener])).toEqual([
      ["/", "Ana sayfa", false],
      ["https://sca.coffee/research", "SCA", false],
      ["javascript:ac()", "aç", false],
      [null, "menü", true],
      ["/iletisim", "İletişim", false],
    ]);
  });

  it("parses JSON-LD graphs and takes dates and author from them", () => {
    expect(facts.jsonLd[0]?.nodes.map((node) => node["@type"])).toEqual(["BlogPosting", "Person"]);
    expect(facts.dates.published).toBe("2026-03-02");
    expect(facts.metaAuthor).toBe("Elif");
  });

  it("measures structure, evidence and static UX hints", () => {
    expect(facts.headings).toEqual([
      { level: 1, text: "Filtre kahve" },
      { level: 3, text: "Oranlar" },
    ]);
    expect(facts.duplicateIds).toEqual(["x"]);
    expect(facts.insecureFormActions).toEqual(["http://www.ornek.com.tr/gonder"]);
    expect(facts.smallTapTargets).toBe(1);
    expect(facts.evidence).toEqual({ statistics: 2, quotations: 1, citations: 1 });
    expect(facts.mainText).not.toContain("Ana sayfa");
    expect(facts.leadText.startsWith("Satışlar %45 arttı")).toBe(true);
  });
});

describe("anchors as Lighthouse's AnchorElements gatherer reads them", () => {
  const anchor = (body: string, url = PAGE_URL) => parseHtmlFacts(`<body>${body}</body>`, url).anchors[0];

  it("reads innerText: no image alt or aria-label, hidden parts left out, <br> and blocks break the line", () => {
    expect(anchor('<a href="/a" aria-label="Kahve rehberi">here</a>')?.text).toBe("here");
    expect(anchor('<a href="/a"><img src="/i.png" alt="read more"></a>')?.text).toBe("");
    expect(anchor('<a href="/a"><span hidden>x</span>  <b>learn</b>\n more </a>')?.text).toBe("learn more");
    expect(anchor('<a href="/a">read<br>more</a>')?.text).toBe("read\nmore");
    expect(anchor('<a href="/a">read&nbsp;more</a>')?.text).toBe("read\u00a0more");
  });

  it("reads the text content of an anchor that is not rendered, white space and all", () => {
    expect(
      anchor('<div hidden><a href="/a">read   <span style="display:none">x</span>more</a></div>')?.text,
    ).toBe("read   xmore");
  });

  it("takes the text's language from its children, the anchor's own, or the only lang of the document", () => {
    expect(anchor('<div lang="de"><a href="/a">hier</a></div><p lang="en">x</p>')?.lang).toBe("de");
    expect(anchor('<a href="/a" lang="en"><span lang="de">hier</span></a><p lang="es">x</p>')?.lang).toBe(
      "de",
    );
    expect(
      anchor('<a href="/a"><span lang="en">more</span><span lang="de">mehr</span></a>')?.lang,
    ).toBeNull();
    const single = parseHtmlFacts('<html lang="es"><body><a href="/a">más</a></body></html>', PAGE_URL);
    expect(single.anchors[0]?.lang).toBe("es");
  });

  it("resolves href against the document's first <base href>, wherever it is, and keeps what does not parse", () => {
    const facts = parseHtmlFacts(
      '<body><a href="x.html">a</a><a href="http://[bad">b</a><a>c</a><base href="/en/"></body>',
      PAGE_URL,
    );
    expect(facts.documentBase).toBe(`${ORIGIN}/en/`);
    expect(facts.anchors.map((a) => domHref(a, facts.documentBase, PAGE_URL))).toEqual([
      `${ORIGIN}/en/x.html`,
      "http://[bad",
      "",
    ]);
  });

  it("sees event handler attributes on the anchor and its ancestors, not elements that a browser does not build", () => {
    const facts = parseHtmlFacts(
      '<body><div onclick="go()"><a>a</a></div><a onmouseover="x()">b</a><a onfoo="x">c</a><noscript><a href="/n">n</a></noscript></body>',
      PAGE_URL,
    );
    expect(facts.anchors.map((a) => [a.text, a.listener])).toEqual([
      ["a", true],
      ["b", true],
      ["c", false],
    ]);
  });
});

describe("SimHash", () => {
  const words = (text: string) => hashWords(text);
  it("finds near-identical texts similar and unrelated texts not", () => {
    const base = prose(300);
    expect(
      simhashSimilarity(computeSimhash(words(base)), computeSimhash(words(`${base} küçük bir ek`))),
    ).toBeGreaterThan(0.85);
    expect(
      simhashSimilarity(
        computeSimhash(words(base)),
        computeSimhash(words("tamamen başka bir konu hakkında yazı ".repeat(40))),
      ),
    ).toBeLessThan(0.85);
  });
});

describe("analyzeRobotsTxt", () => {
  it("answers per crawler token and reads Yandex and Content-Signal directives", () => {
    const robots = robotsFrom(
      "User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: Yandex\nCrawl-delay: 5\nClean-param: utm_source&utm_medium\nContent-Signal: ai-train=no",
    );
    expect(robots.isAllowed(`${ORIGIN}/a`, "GPTBot")).toBe(false);
    expect(robots.isAllowed(`${ORIGIN}/a`, "OAI-SearchBot")).toBe(true);
    expect(robots.crawlDelay("Yandex")).toBe(5);
    expect(robots.cleanParams).toEqual(["utm_source&utm_medium"]);
    expect(robots.contentSignals).toEqual(["ai-train=no"]);
  });

  it("treats an unreachable robots.txt as disallow-all, like Google", () => {
    expect(analyzeRobotsTxt(`${ORIGIN}/robots.txt`, null).isAllowed(`${ORIGIN}/`, "Googlebot")).toBe(false);
    expect(robotsFrom("", 404).isAllowed(`${ORIGIN}/`, "Googlebot")).toBe(true);
  });

  it("answers with the policy it is given, so a scan's audits share the crawler's verdicts", () => {
    const crawlerPolicy = createRobotsPolicy(`${ORIGIN}/robots.txt`, "User-agent: *\nDisallow: /\n");
    const robots = analyzeRobotsTxt(`${ORIGIN}/robots.txt`, null, crawlerPolicy);
    expect(robots.isAllowed(`${ORIGIN}/a`, "Googlebot")).toBe(false);
    expect(robots.isAllowed(`${ORIGIN}/a`, "*")).toBe(false);
    expect(
      analyzeRobotsTxt(
        `${ORIGIN}/robots.txt`,
        null,
        createRobotsPolicy(`${ORIGIN}/robots.txt`, ""),
      ).isAllowed(`${ORIGIN}/a`, "*"),
    ).toBe(true);
  });
});
