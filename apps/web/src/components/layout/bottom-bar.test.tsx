import { describe, expect, it } from "vitest";
import { renderToMarkup } from "@/testing/render-to-markup";
import { BottomBar } from "./bottom-bar";

describe("BottomBar", () => {
  it("offers your sites, tools, AI chat and account, and hides itself from 768 px up", () => {
    const html = renderToMarkup(<BottomBar />, { path: "/app" });
    const labels = [...html.matchAll(/<span>([^<]+)<\/span>/g)].map((match) => match[1]);
    expect(labels).toEqual(["Sites", "Tools", "AI chat", "Account"]);
    expect(html).toMatch(/<nav[^>]*aria-label="Mobile navigation"[^>]*class="[^"]*\bmd:hidden\b/);
    expect(html).toContain('href="/app"');
    expect(html).toContain('href="/account-info"');
  });

  it("speaks Turkish with Turkish casing", () => {
    const html = renderToMarkup(<BottomBar />, { path: "/app", language: "tr" });
    expect(html).toContain('aria-label="Mobil gezinme"');
    expect(html).toContain("<span>Yapay zekâ</span>");
  });
});
