import { describe, expect, it } from "vitest";
import { html, ORIGIN, PAGE_URL, pageFrom, runAudit } from "./helpers";

/**
 * One test per branch of the audits ported from Lighthouse 12 (issue #33). Each names the Lighthouse behaviour
 * it pins; the cases marked "was:" failed before the port.
 */
const verdict = (id: string, source: string, headers: Record<string, string> = {}) => {
  const outcome = runAudit(id, { page: pageFrom(source, { headers }) });
  return outcome.notApplicable ? "n/a" : outcome.score === 1 ? "pass" : "fail";
};
const head = (markup: string) => html({ head: markup });
const body = (markup: string, lang: string | null = "en") => html({ lang, body: `<h1>A</h1>${markup}` });

describe("canonical (Lighthouse's branches)", () => {
  const cluster = (own: boolean) =>
    `<link rel="alternate" hreflang="en" href="${ORIGIN}/en/yazi"><link rel="alternate" hreflang="de" href="${ORIGIN}/de/yazi">${own ? `<link rel="alternate" hreflang="tr" href="${PAGE_URL}">` : ""}`;

  it("not applicable without a canonical, or with one without href", () => {
    expect(verdict("canonical", head(""))).toBe("n/a");
    expect(verdict("canonical", head('<link rel="canonical" href="">'))).toBe("n/a");
  });
  it("passes a canonical to a hreflang alternate when the page itself is not in the cluster (was: failed)", () => {
    expect(
      verdict("canonical", head(`${cluster(false)}<link rel="canonical" href="${ORIGIN}/en/yazi">`)),
    ).toBe("pass");
  });
  it("fails a cross-language canonical: page and canonical both alternates", () => {
    expect(
      verdict("canonical", head(`${cluster(true)}<link rel="canonical" href="${ORIGIN}/en/yazi">`)),
    ).toBe("fail");
    expect(verdict("canonical", head(`${cluster(true)}<link rel="canonical" href="${PAGE_URL}">`))).toBe(
      "pass",
    );
  });
  it("fails relative and unparsable canonicals, even beside a valid one", () => {
    expect(verdict("canonical", head('<link rel="canonical" href="/blog/yazi">'))).toBe("fail");
    expect(
      verdict(
        "canonical",
        head(`<link rel="canonical" href="${PAGE_URL}"><link rel="canonical" href="http://[x">`),
      ),
    ).toBe("fail");
  });
  it("fails conflicting canonicals, passes the same one twice", () => {
    const twice = `<link rel="canonical" href="${PAGE_URL}"><link rel="canonical" href="${PAGE_URL}">`;
    expect(verdict("canonical", head(twice))).toBe("pass");
    expect(
      verdict(
        "canonical",
        head(`<link rel="canonical" href="${PAGE_URL}"><link rel="canonical" href="${ORIGIN}/x">`),
      ),
    ).toBe("fail");
  });
  it("fails a canonical to the domain root from a deeper page", () => {
    expect(verdict("canonical", head(`<link rel="canonical" href="${ORIGIN}/">`))).toBe("fail");
  });
  it("reads rel as written: 'canonical nofollow' is no canonical, 'Canonical' is (was: split into tokens)", () => {
    expect(verdict("canonical", head('<link rel="canonical nofollow" href="/relative">'))).toBe("n/a");
    expect(verdict("canonical", head('<link rel="Canonical" href="/relative">'))).toBe("fail");
  });
  it("counts head links only, but a link between </head> and <body> is in the head (was: ignored)", () => {
    const page = html().replace("</head><body>", '</head><link rel="canonical" href="/rel"><body>');
    expect(verdict("canonical", page)).toBe("fail");
    expect(verdict("canonical", head('<div></div><link rel="canonical" href="/rel">'))).toBe("n/a");
  });
  it("reads Link headers as Lighthouse's parser does", () => {
    expect(verdict("canonical", head(""), { link: "</relative>; rel=canonical" })).toBe("fail");
    expect(verdict("canonical", head(""), { link: `<${PAGE_URL}>; rel="canonical"` })).toBe("pass");
  });
});

describe("link-text (Lighthouse's branches)", () => {
  it("fails a generic text of the link's language, whole text trimmed and lower-cased", () => {
    expect(verdict("link-text", body('<a href="/a">  Click Here </a>'))).toBe("fail");
  });
  it("passes texts with punctuation or more words (was: 'LEARN MORE »' and 'link' failed)", () => {
    expect(verdict("link-text", body('<a href="/a">LEARN MORE »</a><a href="/b">link</a>'))).toBe("pass");
  });
  it("uses the list of the text's language, and all lists when it is unknown", () => {
    expect(verdict("link-text", body('<a href="/a">hier</a>', "de"))).toBe("fail");
    expect(verdict("link-text", body('<a href="/a">hier</a>', "en"))).toBe("pass");
    expect(verdict("link-text", body('<a href="/a">hier</a>', null))).toBe("fail");
    expect(verdict("link-text", body('<a href="/a">buraya tıklayın</a>', "tr"))).toBe("pass");
  });
  it("skips nofollow, javascript:, mailto: and links to the page itself", () => {
    const links = `<a href="/a" rel="nofollow">here</a><a href="javascript:go()">here</a><a href="mailto:a@b.c">here</a><a href="#top">here</a><a href="${PAGE_URL}">more</a>`;
    expect(verdict("link-text", body(links))).toBe("pass");
  });
  it("reads innerText: aria-label and image alt do not count, <br> breaks the phrase", () => {
    expect(verdict("link-text", body('<a href="/a" aria-label="Kahve rehberi">here</a>'))).toBe("fail");
    expect(verdict("link-text", body('<a href="/a">read<br>more</a>'))).toBe("pass");
  });
  it("sitelens-link-text keeps the stricter check under its own id", () => {
    expect(verdict("sitelens-link-text", body('<a href="/a">devamını oku</a>', "tr"))).toBe("fail");
    expect(verdict("sitelens-link-text", body('<a href="/a">Read more…</a>', "tr"))).toBe("fail");
  });
});

describe("crawlable-anchors (Lighthouse's branches)", () => {
  const anchors = (markup: string) => verdict("crawlable-anchors", body(markup));
  it("fails javascript:void(0) in its spellings, passes other javascript: hrefs (was: failed)", () => {
    expect(anchors('<a href="javascript:void(0)">a</a>')).toBe("fail");
    expect(anchors('<a href="javascript: void 0">a</a>')).toBe("fail");
    expect(anchors('<a href="javascript:openMenu()">a</a>')).toBe("pass");
    expect(anchors('<a href="JavaScript:void(0)">a</a>')).toBe("pass");
  });
  it("fails file: hrefs and hrefs that do not parse", () => {
    expect(anchors('<a href="file:///C:/x.pdf">a</a>')).toBe("fail");
    expect(anchors('<a href="http://[broken">a</a>')).toBe("fail");
  });
  it("passes a role, a mailto: link, a named anchor and an id target", () => {
    expect(anchors('<a role="button" href="javascript:void(0)">a</a>')).toBe("pass");
    expect(anchors('<a href="mailto:javascript:void(0)">a</a>')).toBe("pass");
    expect(anchors('<a name="top" href="javascript:void(0)">a</a>')).toBe("pass");
    expect(anchors('<a id="top">a</a>')).toBe("pass");
  });
  it("fails an href-less anchor only with a listener on it or an ancestor (was: onclick only on the anchor)", () => {
    expect(anchors("<a>a</a>")).toBe("pass");
    expect(anchors('<a onclick="go()">a</a>')).toBe("fail");
    expect(anchors('<div onclick="go()"><a>a</a></div>')).toBe("fail");
  });
  it("fails an anchor with href-only attributes but no href", () => {
    expect(anchors('<a target="_blank">a</a>')).toBe("fail");
  });
});

describe("image-alt (axe's image-alt rule)", () => {
  const images = (markup: string) => verdict("image-alt", body(markup));
  it("not applicable without images, or when they are hidden from screen readers (was: failed)", () => {
    expect(images("")).toBe("n/a");
    expect(images('<img src="/a.png" aria-hidden="true"><div hidden><img src="/b.png"></div>')).toBe("n/a");
    expect(images('<noscript><img src="/a.png"></noscript>')).toBe("n/a");
  });
  it("passes an alt, an aria-label, a title, an aria-labelledby target or a presentational role", () => {
    expect(images('<img src="/a.png" alt="">')).toBe("pass");
    expect(images('<img src="/a.png" aria-label="Kahve">')).toBe("pass");
    expect(images('<img src="/a.png" title="Kahve">')).toBe("pass");
    expect(images('<p id="c">Kahve</p><img src="/a.png" aria-labelledby="c">')).toBe("pass");
    expect(images('<img src="/a.png" role="presentation">')).toBe("pass");
  });
  it("fails a missing alt, an alt of spaces (was: passed), and a presentational role with a global ARIA attribute", () => {
    expect(images('<img data-src="/a.png" loading="lazy">')).toBe("fail");
    expect(images('<img src="/a.png" alt=" ">')).toBe("fail");
    expect(images('<img src="/a.png" role="none" aria-describedby="c">')).toBe("fail");
  });
  it("leaves out images whose role needs no name", () => {
    expect(images('<img src="/a.png" role="list">')).toBe("n/a");
    expect(images('<img src="/a.png" role="button">')).toBe("fail");
  });
});

describe("meta-description (Lighthouse's branches)", () => {
  const page = (markup: string) => html({ description: null, head: markup });
  it("fails without a description, or when the first one is empty or white space", () => {
    expect(verdict("meta-description", page(""))).toBe("fail");
    expect(
      verdict(
        "meta-description",
        page('<meta name="description" content="  "><meta name="description" content="Kahve">'),
      ),
    ).toBe("fail");
  });
  it("reads only the head: a description after a head-closing element does not count (was: counted)", () => {
    expect(verdict("meta-description", page('<span></span><meta name="description" content="Kahve">'))).toBe(
      "fail",
    );
  });
  it("matches the name lower-cased but not trimmed", () => {
    expect(verdict("meta-description", page('<meta name="DESCRIPTION" content="Kahve">'))).toBe("pass");
    expect(verdict("meta-description", page('<meta name=" description" content="Kahve">'))).toBe("fail");
  });
});

describe("hreflang and is-crawlable (Lighthouse's branches)", () => {
  it("hreflang checks only the language subtag and an href starting with http: or https:", () => {
    expect(verdict("hreflang", head(`<link rel="alternate" hreflang="en-XYZ123" href="${ORIGIN}/en">`))).toBe(
      "pass",
    );
    expect(verdict("hreflang", head('<link rel="alternate" hreflang="en" href="/en">'))).toBe("fail");
    expect(
      verdict("hreflang", head(`<link rel="alternate stylesheet" hreflang="english" href="${ORIGIN}/en">`)),
    ).toBe("n/a");
    expect(verdict("hreflang", head(""), { link: '</en>; rel="alternate"; hreflang="en"' })).toBe("fail");
  });
  it("is-crawlable reads the first robots meta of the head only (was: every one, body too)", () => {
    expect(
      verdict(
        "is-crawlable",
        head('<meta name="robots" content="index"><meta name="robots" content="noindex">'),
      ),
    ).toBe("pass");
    expect(verdict("is-crawlable", head('<span></span><meta name="robots" content="noindex">'))).toBe("pass");
    expect(verdict("is-crawlable", head('<meta name="robots" content="noindex">'))).toBe("fail");
  });
});
