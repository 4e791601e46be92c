import { describe, expect, it } from "vitest";
import { outlineFromHtml } from "./outline-from-html";
import { isPassive } from "./passive-voice";
import { type ContentInput, scoreContent } from "./score-content";

const base = (html: string, overrides: Partial<ContentInput> = {}): ContentInput => ({
  language: "tr",
  title: "Evde filtre kahve demleme rehberi",
  metaTitle: "Filtre Kahve Demleme Rehberi: Oran, Isı ve Süre | Örnek",
  metaDescription:
    "Filtre kahve demlemek için 1:16 oranı, 90–96 derece su ve doğru öğütme: V60, Chemex ve French press ile evde tutarlı sonuç almanın adımlarını anlatıyoruz.",
  slug: "filtre-kahve-demleme",
  keyphrase: "filtre kahve",
  outline: outlineFromHtml(html),
  siteUrl: "https://ornek.com.tr/",
  ...overrides,
});
const status = (input: ContentInput, id: string) =>
  scoreContent(input).checks.find((check) => check.id === id)?.status;

const article = `<p>Filtre kahve, çekirdeğin karakterini en açık gösteren yöntemdir. Araştırmalara göre kahvenin %18'i suya geçer.</p>
<h2>Filtre kahvenin oranı</h2><p>Başlangıç için 1:16 oranını öneriyoruz. <a href="/urunler/filtre-kahve">Filtre kahvelerimize</a> bakın.</p>
<blockquote><p>İyi bir fincan doğru oranla başlar.</p></blockquote>
<p>Kaynak: <a href="https://sca.coffee/research">SCA araştırması</a>.</p><img src="/v60.jpg" alt="V60 ile filtre kahve">`;

describe("content score", () => {
  it("reads the editor's HTML: paragraphs, headings, links, images, quotations", () => {
    const outline = outlineFromHtml(article);
    expect(outline.headings).toEqual([{ level: 2, text: "Filtre kahvenin oranı" }]);
    expect(outline.links.map((link) => link.href)).toEqual([
      "/urunler/filtre-kahve",
      "https://sca.coffee/research",
    ]);
    expect(outline.images).toEqual([{ src: "/v60.jpg", alt: "V60 ile filtre kahve" }]);
    expect(outline.quotations).toBe(1);
  });

  it("checks the keyphrase with Turkish stems in title, intro, subheading, slug and description", () => {
    const input = base(article);
    for (const id of [
      "keyphrase-title",
      "keyphrase-intro",
      "keyphrase-subheading",
      "keyphrase-slug",
      "keyphrase-description",
    ])
      expect(status(input, id), id).toBe("good");
    // "filtre kahvenin" counts as the keyphrase in the subheading; a text without it does not.
    expect(status(base("<h2>Oranlar</h2><p>Başka bir konu.</p>"), "keyphrase-intro")).toBe("bad");
  });

  it("counts internal and outbound links, alt texts and the AIO evidence", () => {
    const input = base(article);
    expect(status(input, "internal-links")).toBe("good");
    expect(status(input, "outbound-links")).toBe("good");
    expect(status(input, "image-alt")).toBe("good");
    expect(status(input, "statistics")).toBe("good");
    expect(status(input, "quotations")).toBe("good");
    expect(status(input, "sources")).toBe("good");
    const bare = base('<p>Filtre kahve güzeldir.</p><img src="/a.jpg">');
    expect(status(bare, "image-alt")).toBe("bad");
    expect(status(bare, "statistics")).toBe("bad");
    expect(status(bare, "sources")).toBe("bad");
  });

  it("uses Ateşman for Turkish and Flesch–Kincaid for English, and flags an H1 inside the text", () => {
    expect(scoreContent(base(article)).readability?.formula).toBe("atesman");
    const english = scoreContent(
      base("<h1>Coffee</h1><p>The cat sat on the mat.</p>", { language: "en", keyphrase: "cat" }),
    );
    expect(english.readability?.formula).toBe("flesch");
    expect(Math.round(english.readability!.ease)).toBe(100);
    expect(english.checks.find((check) => check.id === "headings")?.status).toBe("bad");
  });

  it("finds passive sentences in English and Turkish", () => {
    expect(isPassive("The beans were roasted on Tuesday.", "en")).toBe(true);
    expect(isPassive("We roast the beans on Tuesday.", "en")).toBe(false);
    expect(isPassive("Çekirdekleri salı günü kavuruyoruz.", "tr")).toBe(false);
    expect(isPassive("Çekirdekler salı günü kavrulur.", "tr")).toBe(true);
    expect(isPassive("Bu yöntem sıkça kullanılır.", "tr")).toBe(true);
    expect(isPassive("Siparişler ertesi gün teslim edilir.", "tr")).toBe(true);
  });

  it("asks for a keyphrase first, and scores 0–100", () => {
    const result = scoreContent(base(article, { keyphrase: "" }));
    expect(result.checks[0]).toMatchObject({ id: "keyphrase", status: "bad" });
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThanOrEqual(100);
  });
});
