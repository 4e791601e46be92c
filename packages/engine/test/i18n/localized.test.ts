import { describe, expect, it } from "vitest";
import { withLearnMore } from "../../src/i18n/localized";

describe("learn-more links", () => {
  it("send Turkish readers to Google's Turkish documentation and leave other sites alone", () => {
    const google = withLearnMore(
      { tr: "Başlık.", en: "Title." },
      "https://developers.google.com/search/docs/appearance/title-link",
    );
    expect(google.tr).toBe(
      "Başlık. [Daha fazla bilgi](https://developers.google.com/search/docs/appearance/title-link?hl=tr).",
    );
    expect(google.en).toBe(
      "Title. [Learn more](https://developers.google.com/search/docs/appearance/title-link).",
    );
    const bing = withLearnMore({ tr: "a", en: "a" }, "https://www.bing.com/webmasters/help/x#y");
    expect(bing.tr).toBe("a [Daha fazla bilgi](https://www.bing.com/webmasters/help/x#y).");
  });
});
