import { describe, expect, it } from "vitest";
import { serpLayout, textWidthPx, truncateToWidth } from "./serp-preview";

// Arial's published advance widths (units of 2048 per em): W 1933, i 455, space 569, a 1139.
describe("Google result preview by pixel width", () => {
  it("measures with Arial's real advance widths", () => {
    expect(textWidthPx("W", "arial", 2048)).toBe(1933);
    expect(textWidthPx("i", "arial", 2048)).toBe(455);
    expect(textWidthPx("a a", "arial", 2048)).toBe(1139 * 2 + 569);
    // Turkish letters have their own widths (ğ as wide as g, ı narrower than i's box is not assumed).
    expect(textWidthPx("ğ", "arial", 2048)).toBe(textWidthPx("g", "arial", 2048));
  });

  it("truncates a 600 px title at the known points: 31 W fit, 32 do not; 135 i fit, 136 do not", () => {
    const { sizePx, maxPx } = serpLayout.desktop.title;
    expect(truncateToWidth("W".repeat(31), maxPx, "arial", sizePx).truncated).toBe(false);
    expect(truncateToWidth("W".repeat(32), maxPx, "arial", sizePx).truncated).toBe(true);
    expect(truncateToWidth("i".repeat(135), maxPx, "arial", sizePx).truncated).toBe(false);
    expect(truncateToWidth("i".repeat(136), maxPx, "arial", sizePx).truncated).toBe(true);
  });

  it("cuts at a word boundary and keeps the ellipsis inside the width, not at a character count", () => {
    const { sizePx, maxPx } = serpLayout.desktop.title;
    const wide = "WWWW MMMM WWWW MMMM WWWW MMMM WWWW MMMM";
    const narrow = "iiii llll iiii llll iiii llll iiii llll iiii llll iiii llll iiii";
    const cut = truncateToWidth(wide, maxPx, "arial", sizePx);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toMatch(/^(\w{4} )+\.\.\.$/);
    expect(textWidthPx(cut.text, "arial", sizePx)).toBeLessThanOrEqual(maxPx);
    // The narrow title has more characters yet fits whole.
    expect(narrow.length).toBeGreaterThan(wide.length);
    expect(truncateToWidth(narrow, maxPx, "arial", sizePx).truncated).toBe(false);
  });

  it("gives mobile descriptions less room (680 px Roboto) than desktop (920 px Arial)", () => {
    const text =
      "Filtre kahve, çekirdeğin karakterini en açık biçimde gösteren demleme yöntemlerinden biridir. Bu rehberde V60, Chemex ve French press ile evde tutarlı sonuç almak için gereken oranları anlatıyoruz.";
    const desktop = truncateToWidth(text, serpLayout.desktop.description.maxPx, "arial", 14);
    const mobile = truncateToWidth(text, serpLayout.mobile.description.maxPx, "roboto", 14);
    expect(desktop.truncated).toBe(true);
    expect(mobile.truncated).toBe(true);
    expect(mobile.text.length).toBeLessThan(desktop.text.length);
    expect(textWidthPx(mobile.text, "roboto", 14)).toBeLessThanOrEqual(680);
  });
});
